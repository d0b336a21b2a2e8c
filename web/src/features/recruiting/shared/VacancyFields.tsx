import {
  JOB_TYPE_LABELS,
  LIMITS,
  WORKPLACE_TYPES,
  WORKPLACE_TYPE_LABELS,
  type JobType,
} from '@clara/domain/recruiting/fields';
import type { VacancyForm } from './companyApi';

interface Props<F extends VacancyForm> {
  form: F;
  onChange: (form: F) => void;
  /** Read-only, taken from the company name. */
  companyName: string;
  jobTypes: readonly JobType[];
}

/** The vacancy fields shared by the create page and the edit modal; all required (SPEC §5) but the country, which only feeds the job page's JobPosting data. */
export function VacancyFields<F extends VacancyForm>({ form, onChange, companyName, jobTypes }: Props<F>) {
  const set = (field: keyof VacancyForm) => (event: { target: { value: string } }) =>
    onChange({ ...form, [field]: event.target.value });
  const knownJobTypes =
    jobTypes.includes(form.jobType as JobType) || !form.jobType ? jobTypes : [...jobTypes, form.jobType as JobType];
  return (
    <>
      <label className="field">
        <span>Título del puesto</span>
        <input name="jobTitle" required maxLength={LIMITS.title} value={form.jobTitle} onChange={set('jobTitle')} />
      </label>
      <label className="field">
        <span>Empresa</span>
        <input name="company" readOnly value={companyName} className="rc-readonly" />
      </label>
      <div className="rc-field-row">
        <label className="field">
          <span>Modalidad de trabajo</span>
          <select name="workplaceType" required value={form.workplaceType} onChange={set('workplaceType')}>
            {WORKPLACE_TYPES.map((type) => (
              <option key={type} value={type}>
                {WORKPLACE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Ciudad</span>
          <input
            name="employeeLocation"
            required
            maxLength={LIMITS.location}
            value={form.employeeLocation}
            onChange={set('employeeLocation')}
          />
        </label>
        <label className="field">
          <span>País (opcional)</span>
          <input name="country" maxLength={LIMITS.country} value={form.country} onChange={set('country')} />
        </label>
        <label className="field">
          <span>Tipo de contrato</span>
          <select name="jobType" required value={form.jobType} onChange={set('jobType')}>
            {knownJobTypes.map((type) => (
              <option key={type} value={type}>
                {JOB_TYPE_LABELS[type] ?? type}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span>Descripción</span>
        <textarea
          name="description"
          required
          rows={10}
          maxLength={LIMITS.description}
          value={form.description}
          onChange={set('description')}
        />
      </label>
    </>
  );
}
