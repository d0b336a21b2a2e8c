import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_JOB_TYPE, DEFAULT_WORKPLACE_TYPE, JOB_TYPE_FORM_OPTIONS } from '@clara/domain/recruiting/fields';
import { recruitingFailure, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { SiteHeader } from '../../../ui/BrandHeader';
import { ErrorText, ModalActions, SubmitButton } from '../../../ui/forms';
import { createVacancy, fetchCompanyNames, type VacancyForm } from '../shared/companyApi';
import { VacancyFields } from '../shared/VacancyFields';
import '../recruiting.css';

const EMPTY_FORM: VacancyForm = {
  jobTitle: '',
  workplaceType: DEFAULT_WORKPLACE_TYPE,
  employeeLocation: '',
  country: '',
  jobType: DEFAULT_JOB_TYPE,
  description: '',
};

type Company = { state: 'loading' } | { state: 'ready'; name: string } | { state: 'missing' } | { state: 'error' };

/** /create-vacancy (SPEC §2): the company read-only, defaults Onsite and Full time, every field required. */
export default function CreateVacancyPage() {
  const navigate = useNavigate();
  const [company, setCompany] = useState<Company>({ state: 'loading' });
  const [form, setForm] = useState<VacancyForm>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchCompanyNames()
      .then((list) => setCompany(list.length ? { state: 'ready', name: list[0].name } : { state: 'missing' }))
      .catch(() => setCompany({ state: 'error' }));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await createVacancy(form);
      window.alert(RECRUITING_TEXTS.vacancyCreated);
      navigate('/dashboard');
    } catch (cause) {
      setError(recruitingFailure.createVacancy(cause instanceof Error ? cause.message : String(cause)));
      setBusy(false);
    }
  };

  const companyName =
    company.state === 'ready' ? company.name : company.state === 'error' ? RECRUITING_TEXTS.companyNameError : company.state === 'loading' ? '…' : '';

  return (
    <div className="rc-dash">
      <SiteHeader to="/dashboard">
        <Link to="/dashboard">Volver al panel</Link>
      </SiteHeader>
      <main className="container rc-narrow">
        <section className="card">
          <h1>Crear nueva vacante</h1>
          {company.state === 'missing' ? (
            <p>
              Antes de publicar vacantes, registra el nombre de tu empresa en el <Link to="/dashboard">panel</Link>.
            </p>
          ) : (
            <form className="stack" onSubmit={submit}>
              <VacancyFields form={form} onChange={setForm} companyName={companyName} jobTypes={JOB_TYPE_FORM_OPTIONS} />
              <ModalActions>
                <Link to="/dashboard" className="btn btn-ghost">
                  Cancelar
                </Link>
                <SubmitButton busy={busy} busyLabel="Creando...">
                  Crear vacante
                </SubmitButton>
              </ModalActions>
              <ErrorText>{error}</ErrorText>
            </form>
          )}
        </section>
      </main>
    </div>
  );
}
