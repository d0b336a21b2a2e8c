import { ID_MAX_LENGTH } from '../common/ids';
/** SPEC §3 Vacancy: the values stored and sent (English, as SPEC names them) and their Spanish labels. */

export const WORKPLACE_TYPES = ['Onsite', 'Hybrid', 'Remote'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

export const JOB_TYPES = [
  'Full time',
  'Part time',
  'Contract',
  'Temporary',
  'Other',
  'Volunteer',
  'Internship',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** SPEC §3: "the create and public forms list Full time, Part time, Volunteer, Internship, Temporary, Other". */
export const JOB_TYPE_FORM_OPTIONS: readonly JobType[] = [
  'Full time',
  'Part time',
  'Volunteer',
  'Internship',
  'Temporary',
  'Other',
];

/** SPEC §3/§9 defaults. */
export const DEFAULT_WORKPLACE_TYPE: WorkplaceType = 'Onsite';
export const DEFAULT_JOB_TYPE: JobType = 'Full time';

/** A stored value as a form value: anything outside the list (missing, legacy) falls back to the SPEC §3 default. */
export const workplaceTypeOrDefault = (value: unknown): WorkplaceType =>
  (WORKPLACE_TYPES as readonly unknown[]).includes(value) ? (value as WorkplaceType) : DEFAULT_WORKPLACE_TYPE;
export const jobTypeOrDefault = (value: unknown): JobType =>
  (JOB_TYPES as readonly unknown[]).includes(value) ? (value as JobType) : DEFAULT_JOB_TYPE;

export const WORKPLACE_TYPE_LABELS: Record<WorkplaceType, string> = {
  Onsite: 'Presencial',
  Hybrid: 'Híbrido',
  Remote: 'Remoto',
};

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'Full time': 'Tiempo completo',
  'Part time': 'Medio tiempo',
  Contract: 'Por contrato',
  Temporary: 'Temporal',
  Other: 'Otro',
  Volunteer: 'Voluntariado',
  Internship: 'Prácticas',
};

/** A label for any stored value; unknown values are shown as stored. */
export function workplaceTypeLabel(value: string): string {
  return WORKPLACE_TYPE_LABELS[value as WorkplaceType] ?? value;
}

export function jobTypeLabel(value: string): string {
  return JOB_TYPE_LABELS[value as JobType] ?? value;
}

/** Upper bounds of the stored texts (DECISIONS: validate every input). */
export const LIMITS = {
  title: 150,
  location: 150,
  country: 60,
  description: 20_000,
  comments: 5_000,
  companyName: 120,
  name: 120,
  email: 254,
  countryCode: 8,
  phoneNumber: 30,
  linkedin: 300,
  cv: 30_000,
  notes: 2_000,
  id: ID_MAX_LENGTH,
} as const;
