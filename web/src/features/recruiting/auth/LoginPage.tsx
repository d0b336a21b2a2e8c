import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout, FormMessage } from './AuthLayout';
import { providerMessage, signInWithPassword } from '../shared/authActions';

/** /login (and /home, "named Login"): email and password; success goes to /dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(email.trim(), password);
      navigate('/dashboard');
    } catch (cause) {
      setError(providerMessage(cause));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Accede al panel de reclutamiento de tu empresa.">
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>Correo electrónico</span>
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>Contraseña</span>
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Ingresando...' : 'Iniciar sesión'}
        </button>
        <FormMessage error={error} />
      </form>
      <div className="auth-links">
        <Link to="/magic-link">Iniciar sesión con un enlace por correo</Link>
        <Link to="/signup">¿No tienes cuenta? Regístrate</Link>
      </div>
    </AuthLayout>
  );
}
