import { useState, type FormEvent } from 'react';
import { BULK_TEXTS, type BulkActionKind } from '@clara/domain/recruiting/bulk/model';
import type { BulkActionInput } from '@clara/domain/recruiting/bulk/schemas';
import { RECRUITER_SETTABLE_STATUSES, type ApplicationStatus } from '@clara/domain/hiring/status';
import { TEMPLATE_TEXTS } from '@clara/domain/mail/templates';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import { useBulkAction, type BulkProgress } from '../shared/applicationMutations';
import { useTemplates } from '../mail/templateQueries';

interface BulkActionFormProps {
  vacancyId: string;
  /** The candidates: picked ids, or those matching a filter (a board column is its status). */
  target: BulkActionInput['target'];
  /** The form's accessible name. */
  label: string;
  /** The status they are in, when they share one: not offered as the new status. */
  from?: ApplicationStatus;
  onClose: () => void;
}

/**
 * Issue 32: one action on many candidates (change status with one note, reject with the company's template, or
 * Clara's interview), with each candidate's outcome shown after. The request id lives as long as the form, so
 * pressing again after a failure acts on nobody twice; a new selection mounts a new form.
 */
export function BulkActionForm({ vacancyId, target, label, from, onClose }: BulkActionFormProps) {
  const [kind, setKind] = useState<BulkActionKind>('reject');
  const [newStatus, setNewStatus] = useState<ApplicationStatus>(
    RECRUITER_SETTABLE_STATUSES.find((s) => s !== from) ?? 'Descartado',
  );
  const [notes, setNotes] = useState('');
  const [requestId] = useState(() => crypto.randomUUID());
  const templates = useTemplates();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const bulk = useBulkAction(vacancyId, setProgress);
  const rejection = templates.data?.find((template) => template.kind === 'rejection');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'reject' && !rejection) return;
    const action: BulkActionInput['action'] =
      kind === 'status'
        ? { kind, newStatus, notes }
        : kind === 'reject'
          ? {
              kind,
              notes,
              candidateEmail: {
                template: { subject: rejection?.subject ?? '', body: rejection?.body ?? '' },
                delayHours: 0,
              },
            }
          : { kind };
    setProgress(null);
    bulk.mutate({ requestId, target, action });
  };

  const results = bulk.data?.results ?? [];
  const done = results.filter((result) => result.outcome === 'done').length;
  return (
    <form className="stack rc-bulk" onSubmit={submit} aria-label={label}>
      <label className="field">
        <span>{BULK_TEXTS.action}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as BulkActionKind)}>
          {(Object.keys(BULK_TEXTS.actions) as BulkActionKind[]).map((option) => (
            <option key={option} value={option}>
              {BULK_TEXTS.actions[option]}
            </option>
          ))}
        </select>
      </label>
      {kind === 'status' && (
        <label className="field">
          <span>{BULK_TEXTS.newStatus}</span>
          <select value={newStatus} onChange={(e) => setNewStatus(e.target.value as ApplicationStatus)}>
            {RECRUITER_SETTABLE_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind !== 'assignInterview' && (
        <label className="field">
          <span>{BULK_TEXTS.notes}</span>
          <input value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
        </label>
      )}
      {kind === 'reject' && (
        <p className="muted small">
          {TEMPLATE_TEXTS.sendRejection}: {rejection?.subject}
        </p>
      )}
      <div className="row">
        {/* A rejection waits for the company's template: sent before it loads, it would go without a subject. */}
        <SubmitButton
          busy={bulk.isPending}
          busyLabel={progress ? BULK_TEXTS.progress(progress.done, progress.total) : BULK_TEXTS.applying}
          disabled={kind === 'reject' && !rejection}
        >
          {BULK_TEXTS.apply}
        </SubmitButton>
        <button type="button" className="link-btn" onClick={onClose}>
          {BULK_TEXTS.clear}
        </button>
      </div>
      <ErrorText>{failureMessage(bulk.error)}</ErrorText>
      {bulk.data && (
        <div role="status" className="stack">
          <p>{BULK_TEXTS.summary(done, results.length - done)}</p>
          <ul className="rc-bulk-results">
            {results.map((result) => (
              <li key={result.applicationId} data-outcome={result.outcome}>
                {result.name || result.applicationId}: {BULK_TEXTS.outcomes[result.outcome]}
                {result.message ? ` · ${result.message}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
