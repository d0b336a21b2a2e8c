import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../../ui/forms';
import { AuthLayout, FormMessage } from './AuthLayout';
import { EmailField, PasswordField, useSignInSubmit } from './authForm';
import { signInWithPassword } from '../shared/authActions';

/** /login (and /home, "named Login"): email and password; success goes to /dashboard. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useSignInSubmit(() => signInWithPassword(email.trim(), password));

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Accede al panel de reclutamiento de tu empresa.">
      <form className="stack" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField value={password} onChange={setPassword} />
        <SubmitButton busy={busy} busyLabel="Ingresando...">
          Iniciar sesión
        </SubmitButton>
        <FormMessage error={error} />
      </form>
      <div className="rc-auth-links">
        <Link to="/magic-link">Iniciar sesión con un enlace por correo</Link>
        <Link to="/signup">¿No tienes cuenta? Regístrate</Link>
      </div>
    </AuthLayout>
  );
}
