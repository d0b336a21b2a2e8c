import { emailFailed } from '@clara/domain/mail/outbox';
import { MAIL_TEXTS } from '@clara/domain/mail/texts';
import { formatDateTime } from '@clara/domain/common/dates';
import type { Application } from '@clara/domain/recruiting/types';
import { useQuery } from '@tanstack/react-query';
import { useCancelRejection, useResendEmail } from '../../shared/applicationMutations';
import { TEMPLATE_TEXTS } from '@clara/domain/mail/templates';
import { recruitingQueries } from '../../shared/queries';
import { useRoleMay } from '../../../hiring/role';

/**
 * Issue 11: the emails Clara sent about this candidate, in the candidate modal. A failed one reads
 * "No se pudo enviar el correo" with a resend button; an assigned interview's invitation can be resent.
 */
export function CandidateEmails({ application }: { application: Application }) {
  const emails = useQuery(recruitingQueries.candidateEmails(application.id));
  // Issue 32: resending and cancelling are the managers'; every role reads the list.
  const mayManage = useRoleMay('manage');
  const resend = useResendEmail(application.id);
  const cancel = useCancelRejection(application.id);
  const busy = resend.isPending;
  const error = emails.error ?? resend.error ?? cancel.error;
  const message = cancel.isSuccess
    ? TEMPLATE_TEXTS.rejectionCancelled
    : resend.data
      ? emailFailed(resend.data)
        ? MAIL_TEXTS.failed
        : MAIL_TEXTS.resent
      : '';
  /** `null` resends the interview invitation. */
  const act = (emailId: string | null) => {
    resend.reset();
    resend.mutate(emailId);
  };

  return (
    <section className="rc-emails" aria-label={MAIL_TEXTS.title}>
      <h3>{MAIL_TEXTS.title}</h3>
      {emails.isPending && !error && <p className="muted">Cargando…</p>}
      {emails.data && emails.data.length > 0 && (
        <ul className="rc-email-list">
          {emails.data.map((email) => (
            <li key={email.id} data-email-kind={email.kind} data-email-status={email.status}>
              <span>{MAIL_TEXTS.kinds[email.kind]}</span>{' '}
              <span className="muted small">{formatDateTime(email.createdAt)}</span>{' '}
              <span className={emailFailed(email) ? 'error-text' : 'muted'}>{MAIL_TEXTS.statuses[email.status]}</span>
              {mayManage && email.kind === 'rejection' && email.status === 'scheduled' && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {TEMPLATE_TEXTS.cancelRejection}
                </button>
              )}
              {mayManage && emailFailed(email) && (
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => act(email.id)}>
                  {MAIL_TEXTS.resend}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayManage && application.interviewId && (
        <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => act(null)}>
          {busy ? MAIL_TEXTS.resending : MAIL_TEXTS.resendInvitation}
        </button>
      )}
      {message && (
        <p role="status" className="muted">
          {message}
        </p>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error.message}
        </p>
      )}
    </section>
  );
}
