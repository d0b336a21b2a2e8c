import { useCallback, useEffect, useState } from 'react';
import { emailFailed, type CandidateEmail } from '@clara/domain/mail/outbox';
import { MAIL_TEXTS } from '@clara/domain/mail/texts';
import { formatDateTime } from '@clara/domain/common/dates';
import type { Application } from '@clara/domain/recruiting/types';
import { fetchCandidateEmails, resendEmail, resendInvitation } from '../../shared/companyApi';

/**
 * Issue 11: the emails Clara sent about this candidate, in the candidate modal. A failed one reads
 * "No se pudo enviar el correo" with a resend button; an assigned interview's invitation can be resent.
 */
export function CandidateEmails({ application }: { application: Application }) {
  const [emails, setEmails] = useState<CandidateEmail[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const reload = useCallback(async () => {
    try {
      setEmails(await fetchCandidateEmails(application.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [application.id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async (action: () => Promise<CandidateEmail>) => {
    setBusy(true);
    setMessage('');
    setError('');
    try {
      const result = await action();
      setMessage(emailFailed(result) ? MAIL_TEXTS.failed : MAIL_TEXTS.resent);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    await reload();
    setBusy(false);
  };

  return (
    <section className="rc-emails" aria-label={MAIL_TEXTS.title}>
      <h3>{MAIL_TEXTS.title}</h3>
      {emails === null && !error && <p className="muted">Cargando…</p>}
      {emails && emails.length > 0 && (
        <ul className="rc-email-list">
          {emails.map((email) => (
            <li key={email.id} data-email-kind={email.kind} data-email-status={email.status}>
              <span>{MAIL_TEXTS.kinds[email.kind]}</span>{' '}
              <span className="muted rc-small">{formatDateTime(email.createdAt)}</span>{' '}
              <span className={emailFailed(email) ? 'error-text' : 'muted'}>{MAIL_TEXTS.statuses[email.status]}</span>
              {emailFailed(email) && (
                <button
                  type="button"
                  className="btn rc-btn-outline btn-sm"
                  disabled={busy}
                  onClick={() => void act(() => resendEmail(application.id, email.id))}
                >
                  {MAIL_TEXTS.resend}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {application.interviewId && (
        <button
          type="button"
          className="btn rc-btn-outline btn-sm"
          disabled={busy}
          onClick={() => void act(() => resendInvitation(application.id))}
        >
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
          {error}
        </p>
      )}
    </section>
  );
}
