import { useState, type FormEvent } from 'react';
import { AUTO_CLOSE_DAYS, TEMPLATE_TEXTS, templateProblem, type TemplateKind } from '@clara/domain/mail/templates';
import type { EmailTemplateView } from '@clara/domain/mail/routes';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { QueryProvider } from '../../../platform/query';
import { DashboardSubpage } from '../../../ui/DashboardSubpage';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import {
  useAutoClose,
  usePreviewTemplate,
  useResetTemplate,
  useSaveAutoClose,
  useSaveTemplate,
  useTemplates,
} from './templateQueries';
import '../recruiting.css';

/** /correos (issue 32): the company's email templates, each editable, previewed and reset to Clara's. */
export default function TemplatesPage() {
  return (
    <QueryProvider>
      <Templates />
    </QueryProvider>
  );
}

function Templates() {
  const templates = useTemplates();
  return (
    <DashboardSubpage className="rc-dash" mainClassName="container narrow">
      <section className="card stack">
        <h1>{TEMPLATE_TEXTS.title}</h1>
        <p className="muted">{TEMPLATE_TEXTS.intro}</p>
        <p className="muted small">{TEMPLATE_TEXTS.appended}</p>
        {templates.isPending && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
        {templates.isError && <ErrorText>{TEMPLATE_TEXTS.loadFailed}</ErrorText>}
        {templates.data?.map((template) => (
          <TemplateForm key={template.kind} template={template} />
        ))}
        <AutoCloseForm />
      </section>
    </DashboardSubpage>
  );
}

function TemplateForm({ template }: { template: EmailTemplateView }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const preview = usePreviewTemplate();
  const kind: TemplateKind = template.kind;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found = templateProblem({ subject, body });
    setProblem(found);
    if (found) return;
    await save.mutateAsync({ kind, template: { subject, body } }).then(
      () => setDone(TEMPLATE_TEXTS.saved),
      () => undefined,
    );
  };

  return (
    <form className="card stack" data-testid={`template-${kind}`} onSubmit={(e) => void submit(e)}>
      <h2>
        {TEMPLATE_TEXTS.kinds[kind]}{' '}
        <span className="small muted">{template.custom ? TEMPLATE_TEXTS.custom : TEMPLATE_TEXTS.byDefault}</span>
      </h2>
      <label className="field">
        <span>{TEMPLATE_TEXTS.subject}</span>
        <input name="subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
      </label>
      <label className="field">
        <span>{TEMPLATE_TEXTS.body}</span>
        <textarea name="body" rows={6} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <ErrorText>{problem ?? failureMessage(save.error ?? reset.error ?? preview.error)}</ErrorText>
      {done && <p role="status">{done}</p>}
      <div className="row">
        <SubmitButton busy={save.isPending} busyLabel="Guardando...">
          {TEMPLATE_TEXTS.save}
        </SubmitButton>
        <button
          type="button"
          className="btn-outline"
          onClick={() => preview.mutate({ kind, template: { subject, body } })}
        >
          {TEMPLATE_TEXTS.preview}
        </button>
        {template.custom && (
          <button
            type="button"
            className="link-btn"
            onClick={() =>
              reset.mutate(kind, {
                onSuccess: (clara) => {
                  setSubject(clara.subject);
                  setBody(clara.body);
                  setDone(TEMPLATE_TEXTS.resetDone);
                },
              })
            }
          >
            {TEMPLATE_TEXTS.reset}
          </button>
        )}
      </div>
      {preview.data && (
        <div className="card stack" data-testid="template-preview">
          <span className="small muted">
            {preview.data.candidateName
              ? TEMPLATE_TEXTS.previewWith(preview.data.candidateName)
              : TEMPLATE_TEXTS.previewSample}
          </span>
          <strong>{preview.data.subject}</strong>
          <pre className="rc-preview">{preview.data.text}</pre>
        </div>
      )}
    </form>
  );
}

/** Issue 32: close applications left without a decision for N days, with the rejection template. */
function AutoCloseForm() {
  const current = useAutoClose();
  const save = useSaveAutoClose();
  if (!current.data) return null;
  const days = current.data.days;
  return (
    <section className="card stack" data-testid="auto-close">
      <h2>{TEMPLATE_TEXTS.autoCloseTitle}</h2>
      <p className="muted">{TEMPLATE_TEXTS.autoCloseIntro}</p>
      <label className="field">
        <span>{TEMPLATE_TEXTS.autoCloseTitle}</span>
        <select
          name="autoCloseDays"
          value={days ?? ''}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{TEMPLATE_TEXTS.autoCloseOff}</option>
          {[...new Set([...AUTO_CLOSE_DAYS.options, ...(days ? [days] : [])])].map((n) => (
            <option key={n} value={n}>
              {TEMPLATE_TEXTS.autoCloseDays(n)}
            </option>
          ))}
        </select>
      </label>
      {save.isSuccess && <p role="status">{TEMPLATE_TEXTS.autoCloseSaved}</p>}
      <ErrorText>{failureMessage(save.error ?? current.error)}</ErrorText>
    </section>
  );
}
