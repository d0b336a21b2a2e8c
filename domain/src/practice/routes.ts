/** The practice-report API (issue 12): the company reads a shared report; the practice's holder lists and revokes. */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { PRACTICE_SHARES_ADDRESS } from './routeAddresses';
import { chatSessionIdField } from '../interview/api';
import type { PracticeReport, PracticeReportResponse, PracticeShareSummary } from './share';
import { SHARE_ERRORS } from './texts';

const id = (error: string) => z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error });

const evidenceSchema = z.object({ quote: z.string(), answer: z.number() });
/** The report's snapshot, as answered and as stored in `practice_shares` (documents.ts). */
export const practiceReportSchema: z.ZodType<PracticeReport> = z.object({
  label: z.object({ kind: z.enum(['practice', 'predefined', 'custom']), title: z.string() }),
  interviewDate: z.number().nullable(),
  score: z.number(),
  evaluationSummary: z.string(),
  competencies: z.array(
    z.object({
      name: z.string(),
      competency: z.string().optional(),
      rating: z.number().optional(),
      evaluation: z.string(),
      justification: z.string(),
      evidence: z.array(evidenceSchema),
    }),
  ),
  rubricVersion: z.string().optional(),
});
const reportResponseSchema: z.ZodType<PracticeReportResponse> = z.discriminatedUnion('status', [
  z.object({ status: z.literal('shared'), sharedAt: z.number(), report: practiceReportSchema }),
  z.object({ status: z.literal('withdrawn'), sharedAt: z.number(), withdrawnAt: z.number() }),
]);
const shareSummarySchema: z.ZodType<PracticeShareSummary> = z.object({
  shareId: z.string(),
  vacancyTitle: z.string(),
  companyName: z.string(),
  sharedAt: z.number(),
  status: z.enum(['shared', 'withdrawn']),
});

/** The recruiter's candidate modal: the report shared with this application (another company's: 404). */
export const practiceReportRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/practice-report',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: z.object({ applicationId: id(SHARE_ERRORS.reportNotFound) }),
  invalidParams: 404,
  response: reportResponseSchema,
});

const practiceParams = z.object({ chatSessionId: chatSessionIdField });

/** The practice's analysis page: the applications its report was shared with (the code is the credential). */
export const practiceSharesRoute = defineRoute({
  ...PRACTICE_SHARES_ADDRESS,
  auth: 'none',
  params: practiceParams,
  response: z.object({ shares: z.array(shareSummarySchema) }),
});

/** Revokes one share of this practice: its snapshot is erased and the company sees it withdrawn. */
export const revokePracticeShareRoute = defineRoute({
  method: 'DELETE',
  path: '/api/practice/:chatSessionId/shares/:shareId',
  auth: 'none',
  params: practiceParams.extend({ shareId: id(SHARE_ERRORS.shareNotFound) }),
  invalidParams: 404,
  response: z.object({ status: z.literal('withdrawn'), withdrawnAt: z.number() }),
});
