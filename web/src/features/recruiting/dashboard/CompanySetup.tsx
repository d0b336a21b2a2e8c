import { useState, type FormEvent } from 'react';
import { LIMITS } from '@clara/domain/recruiting/fields';
import { ErrorText, SubmitButton } from '../../../ui/forms';
import { useRegisterCompany } from '../shared/vacancyMutations';

/** DECISIONS: the first sign-in of a user without a company (magic link) asks for its name, once. */
export function CompanySetup() {
  const register = useRegisterCompany();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await register.mutateAsync(name.trim());
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <section className="card rc-company-setup">
      <h1>Completa tu registro</h1>
      <p className="muted">Indica el nombre de tu empresa. Lo verán los candidatos en tus vacantes públicas.</p>
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>Nombre de la empresa</span>
          <input required maxLength={LIMITS.companyName} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <div>
          <SubmitButton busy={register.isPending} disabled={!name.trim()}>
            Guardar empresa
          </SubmitButton>
        </div>
        <ErrorText>{error}</ErrorText>
      </form>
    </section>
  );
}
