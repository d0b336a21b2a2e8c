/** Issue 11: the dashboard's calls, whose cost does not grow with the company's history. */
import { z } from 'zod';
import { defineRoute } from '../../common/route';
import { applicationSchema, vacancyFieldsSchema, withdrawalSchema } from '../responses';
import { applicationIdParams, vacancyIdParams } from '../../common/ids';
import { candidatesQuerySchema, vacancyCountsSchema, type CandidatesPage, type VacancySummary } from './model';

export const vacancySummarySchema: z.ZodType<VacancySummary> = vacancyFieldsSchema.extend({
  counts: vacancyCountsSchema,
});

export const candidatesPageSchema: z.ZodType<CandidatesPage> = z.object({
  applications: z.array(applicationSchema),
  nextCursor: z.string().nullable(),
  withdrawals: z.array(withdrawalSchema).optional(),
});

/** The company's vacancies, newest first, with their counters: reads no application. */
export const vacancySummariesRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancy-summaries',
  auth: 'company',
  access: { action: 'view' },
  response: z.array(vacancySummarySchema),
});

/**
 * One page of a vacancy's candidates in SPEC's order (status rank, then oldest application first), optionally
 * one status only and/or those whose name or email starts with `search` (case-insensitive). Another company's
 * vacancy answers 404.
 */
export const vacancyCandidatesRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancies/:id/candidates',
  auth: 'company',
  access: { action: 'view', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  query: candidatesQuerySchema,
  response: candidatesPageSchema,
});

/**
 * Issue 32: one candidate as the lists show them, for a member who may see that candidate but not their whole
 * vacancy (an interviewer opening a candidate from «Mis entrevistas» to fill their scorecard). Another company's
 * application, or one the member may not see, answers 404 or 403 like every route of the candidate.
 */
export const candidateRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: z.object({ application: applicationSchema }),
});
