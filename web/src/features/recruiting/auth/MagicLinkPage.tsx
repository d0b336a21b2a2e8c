import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { SubmitButton } from '../../../ui/forms';
import { AuthLayout, FormMessage } from './AuthLayout';
import { EmailField } from './authForm';
import { providerMessage, sendMagicLink } from '../shared/authActions';

/** /magic-link: emails a sign-in link that leads to /confirm-sign-in. */
export default function MagicLinkPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      await sendMagicLink(email.trim());
      setInfo(RECRUITING_TEXTS.magicLinkSent);
    } catch (cause) {
      setError(providerMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Entrar con enlace mágico" subtitle="Te enviaremos un enlace para iniciar sesión sin contraseña.">
      <form className="stack" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <SubmitButton busy={busy}>{RECRUITING_TEXTS.sendMagicLink}</SubmitButton>
        <FormMessage error={error} info={info} />
      </form>
      <div className="rc-auth-links">
        <Link to="/login">{RECRUITING_TEXTS.loginWithPassword}</Link>
      </div>
    </AuthLayout>
  );
}
