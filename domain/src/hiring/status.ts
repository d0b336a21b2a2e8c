/** SPEC §3/§4: application and vacancy statuses and the rules that move between them. */

export const APPLICATION_STATUSES = [
  'Nueva',
  'Entrevista',
  'Evaluar',
  'Reclutador',
  'Proceso',
  'Seleccionado',
  'Descartado',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Dashboard order of candidates within a vacancy (SPEC §2). */
export const CANDIDATE_SORT_ORDER: readonly ApplicationStatus[] = [
  'Seleccionado',
  'Proceso',
  'Reclutador',
  'Evaluar',
  'Entrevista',
  'Nueva',
  'Descartado',
];

/** Statuses a recruiter can pick in the status modal (SPEC §4). */
export const RECRUITER_SETTABLE_STATUSES: readonly ApplicationStatus[] = [
  'Evaluar',
  'Reclutador',
  'Proceso',
  'Seleccionado',
  'Descartado',
];

/** Statuses whose row shows the latest note and the analysis icon (SPEC §4). */
export const STATUSES_WITH_ANALYSIS: readonly ApplicationStatus[] = ['Evaluar', 'Reclutador', 'Proceso', 'Descartado'];

/** Options of the status modal: the settable ones minus the current one; Descartado is always offered. */
export function statusOptions(current: ApplicationStatus): ApplicationStatus[] {
  return RECRUITER_SETTABLE_STATUSES.filter((status) => status !== current || status === 'Descartado');
}

/** The status the modal suggests: the next in order; Descartado stays; Seleccionado wraps to Nueva. */
export function suggestedNextStatus(current: ApplicationStatus): ApplicationStatus {
  if (current === 'Descartado') return 'Descartado';
  if (current === 'Seleccionado') return 'Nueva';
  return APPLICATION_STATUSES[APPLICATION_STATUSES.indexOf(current) + 1] ?? 'Descartado';
}

/** Whether a recruiter may move an application from `from` to `to` through the status modal. */
export function canRecruiterSetStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return statusOptions(from).includes(to);
}

export const VACANCY_STATUSES = ['Activa', 'No Activa', 'Cerrada'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** SPEC §3: a missing status counts as No Activa. */
export function vacancyStatusOf(value: unknown): VacancyStatus {
  return (VACANCY_STATUSES as readonly unknown[]).includes(value) ? (value as VacancyStatus) : 'No Activa';
}

/**
 * The option preselected in the status modal: the suggested next status when the modal offers it, otherwise
 * the first offered one (Nueva suggests Entrevista and Seleccionado wraps to Nueva, neither of which a
 * recruiter can set by hand: those moves belong to assigning and finishing an interview).
 */
export function defaultStatusChoice(current: ApplicationStatus): ApplicationStatus {
  const options = statusOptions(current);
  const suggested = suggestedNextStatus(current);
  return options.includes(suggested) ? suggested : (options[0] ?? 'Descartado');
}
