import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { draftRejectionFeedback } from '../../shared/companyApi';
import { TEMPLATE_TEXTS, type EmailTemplate } from '@clara/domain/mail/templates';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import { useTemplates } from '../../mail/templateQueries';

/** What the status modal sends with the move (issue 32). */
export interface CandidateEmailChoice {
  send: boolean;
  template: EmailTemplate;
  delayHours: number;
  spam: boolean;
}

/**
 * The email that goes with a move: to Descartado, the rejection (on by default, its delay, the spam mark); forward,
 * the next step (off by default). The company's template, editable for this send only.
 */
export function useCandidateEmailChoice(status: ApplicationStatus) {
  const templates = useTemplates();
  const rejecting = status === 'Descartado';
  const kind = rejecting ? 'rejection' : 'nextStep';
  const saved = templates.data?.find((template) => template.kind === kind);
  const [edits, setEdits] = useState<Partial<Record<typeof kind, EmailTemplate>>>({});
  const [send, setSend] = useState<Partial<Record<typeof kind, boolean>>>({});
  const [delayHours, setDelayHours] = useState(0);
  const [spam, setSpam] = useState(false);
  const template = edits[kind] ?? (saved ? { subject: saved.subject, body: saved.body } : null);
  const choice: CandidateEmailChoice | null = template
    ? {
        send: (send[kind] ?? rejecting) && !(rejecting && spam),
        template,
        delayHours: rejecting ? delayHours : 0,
        spam: rejecting && spam,
      }
    : null;
  return {
    rejecting,
    choice,
    sendChecked: send[kind] ?? rejecting,
    setSend: (value: boolean) => setSend((all) => ({ ...all, [kind]: value })),
    setTemplate: (value: EmailTemplate) => setEdits((all) => ({ ...all, [kind]: value })),
    delayHours,
    setDelayHours,
    spam,
    setSpam,
  };
}

export function CandidateEmailSection({
  state,
  interviewed,
  applicationId,
}: {
  state: ReturnType<typeof useCandidateEmailChoice>;
  /** The candidate has a company interview: a feedback paragraph can be drafted from its analysis. */
  interviewed: boolean;
  applicationId: string;
}) {
  const { rejecting, choice } = state;
  const feedback = useMutation({ mutationFn: () => draftRejectionFeedback(applicationId) });
  if (!choice) return null;
  const addFeedback = () =>
    feedback.mutate(undefined, {
      onSuccess: ({ paragraph }) => {
        if (paragraph)
          state.setTemplate({ ...choice.template, body: `${choice.template.body.trimEnd()}\n\n${paragraph}` });
      },
    });
  return (
    <fieldset className="stack rc-status-email">
      <label className="checkbox">
        <input
          type="checkbox"
          name="sendCandidateEmail"
          checked={state.sendChecked && !(rejecting && state.spam)}
          disabled={rejecting && state.spam}
          onChange={(e) => state.setSend(e.target.checked)}
        />
        <span>{rejecting ? TEMPLATE_TEXTS.sendRejection : TEMPLATE_TEXTS.sendNextStep}</span>
      </label>
      {choice.send && (
        <>
          <label className="field">
            <span>{TEMPLATE_TEXTS.subject}</span>
            <input
              name="emailSubject"
              value={choice.template.subject}
              onChange={(e) => state.setTemplate({ ...choice.template, subject: e.target.value })}
            />
          </label>
          <label className="field">
            <span>{TEMPLATE_TEXTS.body}</span>
            <textarea
              name="emailBody"
              rows={6}
              value={choice.template.body}
              onChange={(e) => state.setTemplate({ ...choice.template, body: e.target.value })}
            />
          </label>
          {rejecting && interviewed && (
            <div className="stack">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={feedback.isPending}
                onClick={addFeedback}
              >
                {feedback.isPending ? TEMPLATE_TEXTS.addingFeedback : TEMPLATE_TEXTS.addFeedback}
              </button>
              <span className="muted small">
                {feedback.data && !feedback.data.paragraph ? TEMPLATE_TEXTS.noFeedback : TEMPLATE_TEXTS.feedbackHint}
              </span>
              {feedback.error && (
                <span role="alert" className="error-text">
                  {feedback.error.message}
                </span>
              )}
            </div>
          )}
          {rejecting && (
            <label className="field">
              <span>{TEMPLATE_TEXTS.delay}</span>
              <select
                name="emailDelay"
                value={state.delayHours}
                onChange={(e) => state.setDelayHours(Number(e.target.value))}
              >
                {TEMPLATE_TEXTS.delayOptions.map((option) => (
                  <option key={option.hours} value={option.hours}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </>
      )}
      {rejecting && (
        <label className="checkbox">
          <input type="checkbox" name="spam" checked={state.spam} onChange={(e) => state.setSpam(e.target.checked)} />
          <span>{TEMPLATE_TEXTS.markSpam}</span>
        </label>
      )}
    </fieldset>
  );
}
