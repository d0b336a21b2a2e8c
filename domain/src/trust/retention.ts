/**
 * Issue 33: retention profiles per country, chosen by the owner in the company settings and applied by the
 * scheduled purge to the company's logs (the audit log) and to the applications of its closed vacancies. A
 * profile is a legal minimum: the retention in force is the longer of the profile's and the configured one
 * (CLARA_AUDIT_RETENTION_MONTHS, CLARA_CLOSED_VACANCY_RETENTION_MONTHS), counted in calendar months.
 */
import { calendarMonthsBefore } from '../common/dates';

export const RETENTION_PROFILES = ['ue', 'peru', 'california'] as const;
export type RetentionProfile = (typeof RETENTION_PROFILES)[number];
export const DEFAULT_RETENTION_PROFILE: RetentionProfile = 'ue';

/** The minimum each profile requires, in calendar months. */
export const RETENTION_PROFILE_MONTHS: Record<RetentionProfile, number> = {
  // EU AI Act art. 26(6): the deployer keeps the logs at least six months.
  ue: 6,
  // Peru: documentation of high-risk AI systems kept three years.
  peru: 36,
  // California (Civil Rights Council's ADS rules): records kept four years.
  california: 48,
};

/** A stored value as a profile (absent or unknown: the default). */
export const retentionProfileOf = (value: unknown): RetentionProfile =>
  RETENTION_PROFILES.find((profile) => profile === value) ?? DEFAULT_RETENTION_PROFILE;

/** The retention in force: the longer of the profile's minimum and the configured months. */
export function retentionMonthsFor(profile: RetentionProfile, configuredMonths: number): number {
  return Math.max(RETENTION_PROFILE_MONTHS[profile], Math.floor(configuredMonths));
}

/** What is older than this (epoch seconds) is past the retention: `months` calendar months before `now`. */
export function retentionCutoff(now: number, months: number): number {
  return calendarMonthsBefore(now, months);
}

export const RETENTION_TEXTS = {
  label: 'Perfil de conservación',
  options: {
    ue: 'Unión Europea (Reglamento de IA): al menos 6 meses naturales',
    peru: 'Perú: 3 años',
    california: 'California (EE. UU.): 4 años',
  } satisfies Record<RetentionProfile, string>,
  explained: (months: number) =>
    `El registro de auditoría y las candidaturas de vacantes cerradas se conservan ${months} meses naturales y después se borran automáticamente.`,
  invalid: 'Elige un perfil de conservación válido: Unión Europea, Perú o California.',
} as const;
