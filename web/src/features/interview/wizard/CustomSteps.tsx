import type { InterviewFocus } from '@clara/domain/interview/session';
import { FOCUS_OPTIONS, type CandidateInput, type JobDescriptionInput } from '../rules/customInterview';

/** A labelled textarea of the wizard: two rows and 2000 characters unless said. */
function TextAreaField({
  label,
  rows = 2,
  maxLength = 2000,
  ...props
}: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  placeholder: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <textarea rows={rows} maxLength={maxLength} {...props} />
    </label>
  );
}

export function JobStep({
  value,
  onChange,
}: {
  value: JobDescriptionInput;
  onChange: (next: JobDescriptionInput) => void;
}) {
  const set = (key: keyof JobDescriptionInput) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="stack">
      <label className="field">
        <span>Puesto *</span>
        <input
          value={value.jobTitle}
          onChange={set('jobTitle')}
          placeholder="Ej.: Analista de marketing digital"
          maxLength={200}
        />
      </label>
      <TextAreaField
        label="Requisitos"
        value={value.requirements}
        onChange={set('requirements')}
        placeholder="Formación, años de experiencia, idiomas…"
      />
      <TextAreaField
        label="Habilidades"
        value={value.skills}
        onChange={set('skills')}
        placeholder="Herramientas, competencias técnicas y blandas…"
      />
      <TextAreaField
        label="Responsabilidades"
        value={value.responsibilities}
        onChange={set('responsibilities')}
        placeholder="Tareas principales del puesto…"
      />
    </div>
  );
}

export function CandidateStep({
  value,
  onChange,
}: {
  value: CandidateInput;
  onChange: (next: CandidateInput) => void;
}) {
  const set = (key: keyof CandidateInput) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="stack">
      <label className="field">
        <span>Nombre *</span>
        <input value={value.name} onChange={set('name')} placeholder="Tu nombre" autoComplete="name" maxLength={200} />
      </label>
      <TextAreaField
        label="Formación"
        value={value.education}
        onChange={set('education')}
        placeholder="Estudios, certificaciones…"
      />
      <TextAreaField
        label="Experiencia"
        value={value.experience}
        onChange={set('experience')}
        placeholder="Puestos anteriores, logros, proyectos…"
        rows={3}
        maxLength={3000}
      />
    </div>
  );
}

export function FocusStep({
  value,
  onChange,
}: {
  value: InterviewFocus | null;
  onChange: (next: InterviewFocus) => void;
}) {
  return (
    <div className="iv-choice-list" role="radiogroup" aria-label="Enfoque de la entrevista">
      {FOCUS_OPTIONS.map((option) => (
        <label key={option.value} className={`iv-choice${option.value === value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="focus"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <span className="iv-choice-title">{option.label}</span>
            <small className="muted iv-choice-hint">{option.hint}</small>
          </span>
        </label>
      ))}
    </div>
  );
}
