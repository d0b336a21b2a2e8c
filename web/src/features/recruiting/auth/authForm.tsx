import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { providerMessage } from '../shared/authActions';

/** The email field of the sign-in screens. */
export function EmailField({
  value,
  onChange,
  label = 'Correo electrónico',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The password field: 'current-password' to sign in, 'new-password' (at least 6 characters) to sign up. */
export function PasswordField({
  value,
  onChange,
  isNew = false,
}: {
  value: string;
  onChange: (value: string) => void;
  isNew?: boolean;
}) {
  return (
    <label className="field">
      <span>Contraseña</span>
      <input
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        required
        minLength={isNew ? 6 : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * The submit of the login and signup forms (SPEC §2): busy while `action` runs, then /dashboard (still busy
 * while it loads); on failure the provider's message, shown in red under the form.
 */
export function useSignInSubmit(action: () => Promise<void>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
      navigate('/dashboard');
    } catch (cause) {
      setError(providerMessage(cause));
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
