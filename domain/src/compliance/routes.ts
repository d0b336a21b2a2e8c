/** The compliance pack's routes (issue 33): the owner only (a recruiter 403, another company's ids 404). */
import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { RETENTION_PROFILES } from '../trust/retention';
import { COMPLIANCE_ERRORS } from './texts';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const day = z
  .string({ error: COMPLIANCE_ERRORS.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: COMPLIANCE_ERRORS.badDate })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: COMPLIANCE_ERRORS.badDate });

export const logQuerySchema = z
  .object({ from: day, to: day, format: z.enum(['csv', 'json']).default('csv') })
  .refine((query) => query.from <= query.to, { error: COMPLIANCE_ERRORS.badRange, path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 5 * 366 * 86_400_000, {
    error: COMPLIANCE_ERRORS.rangeTooLong,
    path: ['to'],
  });
export type LogQuery = z.output<typeof logQuerySchema>;

export const complianceOverviewSchema = z.object({
  vacancies: z.array(z.object({ id: z.string(), title: z.string(), rubricVersion: z.number().nullable() })),
  candidates: z.array(z.object({ id: z.string(), name: z.string(), vacancyId: z.string(), status: z.string() })),
  retentionProfile: z.enum(RETENTION_PROFILES),
  retentionMonths: z.number(),
});
export type ComplianceOverview = z.output<typeof complianceOverviewSchema>;

/** What the page lists: the vacancies, the candidates (for the letter) and the retention in force. */
export const complianceOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/compliance',
  auth: 'company',
  access: { action: 'report' },
  response: complianceOverviewSchema,
});
export const candidateNoticeRoute = defineRoute({
  method: 'GET',
  path: '/api/compliance/notice',
  auth: 'company',
  access: { action: 'report' },
  response: FILE_RESPONSE,
});
export const worksCouncilSheetRoute = defineRoute({
  method: 'GET',
  path: '/api/compliance/works-council/:vacancyId',
  auth: 'company',
  access: { action: 'report', target: { kind: 'vacancy', from: 'params', field: 'vacancyId' } },
  params: z.object({ vacancyId: id }),
  invalidParams: 404,
  response: FILE_RESPONSE,
});
export const dpiaDraftRoute = defineRoute({
  method: 'GET',
  path: '/api/compliance/dpia',
  auth: 'company',
  access: { action: 'report' },
  response: FILE_RESPONSE,
});
export const explanationLetterRoute = defineRoute({
  method: 'GET',
  path: '/api/compliance/letter/:applicationId',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: z.object({ applicationId: id }),
  invalidParams: 404,
  response: FILE_RESPONSE,
});
export const logExportRoute = defineRoute({
  method: 'GET',
  path: '/api/compliance/logs',
  auth: 'company',
  access: { action: 'report' },
  query: logQuerySchema,
  response: FILE_RESPONSE,
});
