import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_JOB_TYPE, DEFAULT_WORKPLACE_TYPE, JOB_TYPE_FORM_OPTIONS } from '@clara/domain/recruiting/fields';
import { recruitingFailure, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { DashboardSubpage } from '../../../ui/DashboardSubpage';
import { ErrorText, ModalActions, SubmitButton } from '../../../ui/forms';
import { QueryProvider } from '../../../platform/query';
import type { VacancyForm } from '../shared/companyApi';
import { useQuery } from '@tanstack/react-query';
import { recruitingQueries } from '../shared/queries';
import { useCreateVacancy } from '../shared/vacancyMutations';
import { VacancyFields } from '../shared/VacancyFields';
import { DesignStep } from '../vacancies/design/DesignStep';
import type { DesignInput } from '@clara/domain/analysis/design';
import { PaySection } from '../vacancies/design/PaySection';
import { ScreeningSection } from '../vacancies/design/ScreeningSection';
import '../recruiting.css';
import '../vacancies/design/design.css';

const EMPTY_FORM: VacancyForm = {
  jobTitle: '',
  workplaceType: DEFAULT_WORKPLACE_TYPE,
  employeeLocation: '',
  country: '',
  jobType: DEFAULT_JOB_TYPE,
  description: '',
  screening: [],
  payRange: null,
  closingDate: '',
};

/** /create-vacancy (SPEC §2): the company read-only, defaults Onsite and Full time, every field required. */
export default function CreateVacancyPage() {
  return (
    <QueryProvider>
      <CreateVacancy />
    </QueryProvider>
  );
}

function CreateVacancy() {
  const navigate = useNavigate();
  const companies = useQuery(recruitingQueries.companyNames());
  const create = useCreateVacancy();
  const [form, setForm] = useState<VacancyForm>(EMPTY_FORM);
  const [design, setDesign] = useState<DesignInput | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({ ...form, design });
    } catch (cause) {
      setError(recruitingFailure.createVacancy(cause instanceof Error ? cause.message : String(cause)));
      return;
    }
    window.alert(RECRUITING_TEXTS.vacancyCreated);
    navigate('/dashboard');
  };

  const missing = companies.isSuccess && companies.data.length === 0;
  const companyName = companies.isError
    ? RECRUITING_TEXTS.companyNameError
    : companies.isPending
      ? '…'
      : (companies.data[0]?.name ?? '');

  return (
    <DashboardSubpage className="rc-dash" mainClassName="container narrow">
      <section className="card">
        <h1>Crear nueva vacante</h1>
        {missing ? (
          <p>
            Antes de publicar vacantes, registra el nombre de tu empresa en el <Link to="/dashboard">panel</Link>.
          </p>
        ) : (
          <form className="stack" onSubmit={submit}>
            <VacancyFields form={form} onChange={setForm} companyName={companyName} jobTypes={JOB_TYPE_FORM_OPTIONS} />
            <DesignStep value={design} onChange={setDesign} />
            <PaySection
              payRange={form.payRange}
              closingDate={form.closingDate}
              onChange={(change) => setForm((current) => ({ ...current, ...change }))}
            />
            <ScreeningSection
              value={form.screening}
              onChange={(screening) => setForm((current) => ({ ...current, screening }))}
            />
            <ModalActions>
              <Link to="/dashboard" className="btn btn-ghost">
                Cancelar
              </Link>
              <SubmitButton busy={create.isPending} busyLabel="Creando...">
                Crear vacante
              </SubmitButton>
            </ModalActions>
            <ErrorText>{error}</ErrorText>
          </form>
        )}
      </section>
    </DashboardSubpage>
  );
}
