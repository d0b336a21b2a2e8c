import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { SubmitButton } from '../../../ui/forms';
import { AuthLayout, FormMessage } from './AuthLayout';
import { EmailField } from './authForm';
import { confirmMagicLink, isMagicLink, providerMessage, rememberedEmail } from '../shared/authActions';
import { acceptInvitation } from '../../team/teamApi';

type Phase = 'loading' | 'askEmail' | 'error' | 'invitationError';

/**
 * /confirm-sign-in: confirms the emailed link, then goes to /dashboard (SPEC §2, §5). A team invitation's link
 * carries `invitation`: once signed in, the colleague joins that company.
 */
export default function ConfirmSignInPage() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('loading');
  const [email, setEmail] = useState('');
  const [detail, setDetail] = useState<string | null>(null);
  const started = useRef(false);

  const confirm = useCallback(
    async (address: string) => {
      setPhase('loading');
      try {
        await confirmMagicLink(address, window.location.href);
      } catch (cause) {
        setDetail(providerMessage(cause));
        setPhase('error');
        return;
      }
      const invitation = new URLSearchParams(window.location.search).get('invitation');
      try {
        if (invitation) await acceptInvitation(invitation);
        navigate('/dashboard', { replace: true });
      } catch (cause) {
        setDetail(cause instanceof Error ? cause.message : String(cause));
        setPhase('invitationError');
      }
    },
    [navigate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!(await isMagicLink(window.location.href))) {
        setPhase('error');
        return;
      }
      const stored = rememberedEmail();
      if (stored) await confirm(stored);
      else setPhase('askEmail');
    })();
  }, [confirm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm(email.trim());
  };

  return (
    <AuthLayout title="Confirmar inicio de sesión">
      {phase === 'loading' && (
        <div className="row" aria-busy="true">
          <div className="spinner" />
          <span>{RECRUITING_TEXTS.loading}</span>
        </div>
      )}
      {phase === 'askEmail' && (
        <form className="stack" onSubmit={submit}>
          <EmailField label={RECRUITING_TEXTS.magicLinkAskEmail} value={email} onChange={setEmail} />
          <SubmitButton>Confirmar</SubmitButton>
        </form>
      )}
      {phase === 'invitationError' && (
        <>
          <FormMessage error={detail ?? ''} />
          <Link to="/dashboard">{RECRUITING_TEXTS.backToDashboard}</Link>
        </>
      )}
      {phase === 'error' && (
        <>
          <FormMessage error={RECRUITING_TEXTS.magicLinkInvalid} />
          {detail && <p className="muted small">{detail}</p>}
        </>
      )}
    </AuthLayout>
  );
}
