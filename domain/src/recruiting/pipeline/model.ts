/**
 * Issue 11: the dashboard at any size. Vacancies come with stored counters (no applications read); a vacancy's
 * candidates come a page at a time, in SPEC's candidate order, filtered by status and searched by name/email prefix.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../hiring/status';
import type { Application, Vacancy, Withdrawal } from '../types';

/** Candidates per page (list and each board column); a caller may ask for fewer or up to the max. */
export const CANDIDATES_PAGE_SIZE = 20;
export const CANDIDATES_PAGE_MAX = 50;
/** Longest search text; longer names and emails are searchable by their first this-many characters. */
export const CANDIDATE_SEARCH_MAX = 40;

/** The candidates call's own error texts (the schema's and the server's checks say the same). */
export const CANDIDATES_ERRORS = {
  badCursor: 'Cursor de página no válido.',
} as const;

/** A vacancy's counters, kept in the same transactions that change applications and interviews. */
export interface VacancyCounts {
  applications: number;
  /** Applications with a Clara interview assigned. */
  interviews: number;
  withdrawals: number;
  byStatus: Record<ApplicationStatus, number>;
}

/** `GET /api/vacancy-summaries`: a vacancy without its applications, with its counters. */
export type VacancySummary = Omit<Vacancy, 'applications' | 'withdrawals'> & { counts: VacancyCounts };

/** One page of a vacancy's candidates; `nextCursor` null on the last page. */
export interface CandidatesPage {
  applications: Application[];
  nextCursor: string | null;
  /** Only on the first page of an unfiltered, unsearched list: the vacancy's withdrawals, newest first. */
  withdrawals?: Withdrawal[];
}

export const candidatesQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'Estado de candidato no válido.' }).optional(),
  search: z
    .string()
    .trim()
    .max(CANDIDATE_SEARCH_MAX, { error: `La búsqueda admite hasta ${CANDIDATE_SEARCH_MAX} caracteres.` })
    .optional(),
  /** Opaque: the previous page's `nextCursor`. */
  cursor: z.string().max(500, { error: CANDIDATES_ERRORS.badCursor }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CANDIDATES_PAGE_MAX, { error: `Se pueden pedir hasta ${CANDIDATES_PAGE_MAX} candidatos por página.` })
    .optional(),
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

const countSchema = z.number().int().min(0);

export const vacancyCountsSchema: z.ZodType<VacancyCounts> = z.object({
  applications: countSchema,
  interviews: countSchema,
  withdrawals: countSchema,
  byStatus: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, countSchema])) as Record<
      ApplicationStatus,
      typeof countSchema
    >,
  ),
});

/** Counters of a vacancy with no applications yet. */
export function emptyVacancyCounts(): VacancyCounts {
  return {
    applications: 0,
    interviews: 0,
    withdrawals: 0,
    byStatus: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
      ApplicationStatus,
      number
    >,
  };
}
