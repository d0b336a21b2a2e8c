import { useState, type FormEvent } from 'react';
import { BULK_TEXTS, type BulkActionKind } from '@clara/domain/recruiting/bulk/model';
import type { BulkActionInput } from '@clara/domain/recruiting/bulk/schemas';
import { RECRUITER_SETTABLE_STATUSES, type ApplicationStatus } from '@clara/domain/recruiting/status';
import { TEMPLATE_TEXTS } from '@clara/domain/mail/templates';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import { useBulkAction } from '../shared/applicationMutations';
import { useTemplates } from '../mail/templateQueries';
import { useRoleMay } from '../shared/role';

/**
 * Issue 32: one action on every candidate of a board column (change status with one note, reject with the company's
 * template, or Clara's interview), with each candidate's outcome shown after. The request id is kept while the form is
 * open, so pressing again after a failure acts on nobody twice.
 */
interface ColumnBulkActionProps {
  vacancyId: string;
  status: ApplicationStatus;
  /** The column's candidates: nothing to offer on an empty one (the results stay shown once it empties). */
  count: number;
}

/** Offered only to a role that may change the pipeline (issue 32: not a hiring manager nor an interviewer). */
export function ColumnBulkAction(props: ColumnBulkActionProps) {
  return useRoleMay('manage') ? <ColumnBulkActionForm {...props} /> : null;
}

function ColumnBulkActionForm({ vacancyId, status, count }: ColumnBulkActionProps) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<BulkActionKind>('reject');
  const [newStatus, setNewStatus] = useState<ApplicationStatus>(
    RECRUITER_SETTABLE_STATUSES.find((s) => s !== status) ?? 'Descartado',
  );
  const [notes, setNotes] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const templates = useTemplates();
  const bulk = useBulkAction(vacancyId);
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
    bulk.mutate({ requestId, target: { status }, action });
  };

  if (!open)
    return count === 0 ? null : (
      <button
        type="button"
        className="link-btn rc-small"
        onClick={() => {
          setRequestId(crypto.randomUUID());
          bulk.reset();
          setOpen(true);
        }}
      >
        {BULK_TEXTS.selectColumn(status)}
      </button>
    );

  const results = bulk.data?.results ?? [];
  const done = results.filter((result) => result.outcome === 'done').length;
  return (
    <form className="stack rc-bulk" onSubmit={submit} aria-label={BULK_TEXTS.selectColumn(status)}>
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
        <p className="muted rc-small">
          {TEMPLATE_TEXTS.sendRejection}: {rejection?.subject}
        </p>
      )}
      <div className="row">
        {/* A rejection waits for the company's template: sent before it loads, it would go without a subject. */}
        <SubmitButton busy={bulk.isPending} busyLabel={BULK_TEXTS.applying} disabled={kind === 'reject' && !rejection}>
          {BULK_TEXTS.apply}
        </SubmitButton>
        <button type="button" className="link-btn" onClick={() => setOpen(false)}>
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
