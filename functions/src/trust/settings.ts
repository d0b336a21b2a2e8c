/**
 * The trust feature's configuration (retention, per-client limits), each overridable by environment.
 * COMMON decision 5 puts every setting in `functions/src/platform/config.ts`, which the engineering branch
 * creates; until it is merged these getters read `process.env` directly and move there unchanged.
 */
import { CLOSED_VACANCY_RETENTION_MONTHS, PRACTICE_RETENTION_DAYS } from '@clara/domain';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** Days a practice interview (and its media) is kept before the scheduled purge erases it. */
export const practiceRetentionDays = (): number => positiveInt('CLARA_PRACTICE_RETENTION_DAYS', PRACTICE_RETENTION_DAYS);

/** Months after a vacancy is closed before its applications are erased. */
export const closedVacancyRetentionMonths = (): number => positiveInt('CLARA_CLOSED_VACANCY_RETENTION_MONTHS', CLOSED_VACANCY_RETENTION_MONTHS);
