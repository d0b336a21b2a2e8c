import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { AuthLayout, FormMessage } from './AuthLayout';
import { providerMessage, signUp } from '../shared/authActions';

/** /signup: email, password and company name (DECISIONS); success goes to /dashboard. */
export default function SignupPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signUp(email.trim(), password, companyName.trim());
      navigate('/dashboard');
    } catch (cause) {
      setError(providerMessage(cause));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Crear cuenta" subtitle="Registra tu empresa y empieza a entrevistar candidatos con IA.">
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>Nombre de la empresa</span>
          <input autoComplete="organization" required maxLength={120} value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
        </label>
        <label className="field">
          <span>Correo electrónico</span>
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>Contraseña</span>
          <input type="password" autoComplete="new-password" required minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Creando cuenta...' : 'Crear cuenta'}
        </button>
        <FormMessage error={error} />
      </form>
      <div className="auth-links">
        <Link to="/login">{RECRUITING_TEXTS.alreadyHaveAccount}</Link>
      </div>
    </AuthLayout>
  );
}
