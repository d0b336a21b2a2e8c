import { useState } from 'react';
import { LIMITS } from '@clara/domain/recruiting/fields';
import { Link } from 'react-router-dom';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { SubmitButton } from '../../../ui/forms';
import { AuthLayout, FormMessage } from './AuthLayout';
import { EmailField, PasswordField, useSignInSubmit } from './authForm';
import { signUp } from '../shared/authActions';

/** /signup: email, password and company name (DECISIONS); success goes to /dashboard. */
export default function SignupPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [companyName, setCompanyName] = useState('');
  const { busy, error, submit } = useSignInSubmit(() => signUp(email.trim(), password, companyName.trim()));

  return (
    <AuthLayout title="Crear cuenta" subtitle="Registra tu empresa y empieza a entrevistar candidatos con IA.">
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>Nombre de la empresa</span>
          <input
            autoComplete="organization"
            required
            maxLength={LIMITS.companyName}
            value={companyName}
            onChange={(e) => setCompanyName(e.target.value)}
          />
        </label>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField value={password} onChange={setPassword} isNew />
        <SubmitButton busy={busy} busyLabel="Creando cuenta...">
          Crear cuenta
        </SubmitButton>
        <FormMessage error={error} />
      </form>
      <div className="rc-auth-links">
        <Link to="/login">{RECRUITING_TEXTS.alreadyHaveAccount}</Link>
      </div>
    </AuthLayout>
  );
}
