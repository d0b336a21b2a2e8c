/** The recruiting API (SPEC §7). Company routes scope every call to the caller's company. */
import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { RECRUITING_ERRORS } from './texts';
import { chatSessionParams } from '../interview/api';
import {
  companyInterviewAnalysisSchema,
  memberCompanySchema,
  customTokenResponseSchema,
  duplicateCheckResponseSchema,
  idResponseSchema,
  publicVacancySchema,
  startInterviewResponseSchema,
  statusUpdateResponseSchema,
  submitApplicationResponseSchema,
  vacancyComparisonSchema,
  vacancySchema,
} from './responses';
import {
  applicationSubmitSchema,
  customTokenSchema,
  duplicateCheckSchema,
  registerCompanySchema,
  startInterviewSchema,
  statusUpdateSchema,
  vacancyInputSchema,
  vacancyUpdateSchema,
} from './schemas';
import { applicationIdParams, vacancyIdParams } from '../common/ids';
import { companySchema } from '../hiring/company';

// Accounts
export const getCustomTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/get-custom-token',
  auth: 'none',
  body: customTokenSchema,
  response: customTokenResponseSchema,
});
/** DECISIONS: the company name asked at signup or at the first sign-in; the caller has no company yet. */
export const registerCompanyRoute = defineRoute({
  method: 'POST',
  path: '/api/register-company',
  auth: 'user',
  body: registerCompanySchema,
  response: companySchema,
  status: 201,
});
export const companyNamesRoute = defineRoute({
  method: 'GET',
  path: '/api/company-names',
  auth: 'user',
  response: z.array(memberCompanySchema),
});

// Vacancies
export const vacanciesRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancies',
  auth: 'company',
  access: { action: 'view' },
  response: z.array(vacancySchema),
});
export const createVacancyRoute = defineRoute({
  method: 'POST',
  path: '/api/create-vacancy',
  auth: 'company',
  access: { action: 'manage' },
  body: vacancyInputSchema,
  response: idResponseSchema,
  status: 201,
});
export const updateVacancyRoute = defineRoute({
  method: 'PUT',
  path: '/api/update-vacancy/:id',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  body: vacancyUpdateSchema,
  response: idResponseSchema,
});
/**
 * Issue 30, «Probar entrevista»: the recruiter takes the vacancy's interview as a candidate would, without an
 * application (no funnel, list or counter sees it); answers the interview's code.
 */
export const tryVacancyInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/try-vacancy-interview/:id',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  response: z.object({ code: z.string() }),
  status: 201,
});
export const vacancyComparisonRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancy-comparison/:id',
  auth: 'company',
  access: { action: 'view', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  response: vacancyComparisonSchema,
});

// Applications and their interviews
export const updateApplicationStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/update-application-status',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'body', field: 'applicationId' } },
  body: statusUpdateSchema,
  response: statusUpdateResponseSchema,
});
/** DECISIONS: unlike SPEC §6, starting a company interview needs the recruiter's token and company. */
export const startClaraInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/start-clara-interview',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'body', field: 'applicationId' } },
  body: startInterviewSchema,
  response: startInterviewResponseSchema,
});
/** COMMON decision 1: a company interview's analysis is read by its company's members only. */
export const companyInterviewAnalysisRoute = defineRoute({
  method: 'GET',
  path: '/api/company-interview/:chatSessionId/analysis',
  auth: 'company',
  access: { action: 'view', target: { kind: 'interview', from: 'params', field: 'chatSessionId' } },
  params: chatSessionParams,
  response: companyInterviewAnalysisSchema,
});
/**
 * Issue 31: a candidate's CV and their interview's transcript, each served by its own call, which records the
 * view in the audit log before answering (the browser reports nothing).
 */
export const applicationCvRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/cv',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: z.object({ cv: z.string() }),
});
export const applicationTranscriptRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/transcript',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: z.object({ transcription: z.string() }),
});

// The public vacancy page
export const publicVacancyRoute = defineRoute({
  method: 'GET',
  path: '/api/public-vacancy/:id',
  auth: 'none',
  params: vacancyIdParams,
  invalidParams: 404,
  response: publicVacancySchema,
});
export const checkDuplicateApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/check-duplicate-app',
  auth: 'none',
  body: duplicateCheckSchema,
  response: duplicateCheckResponseSchema,
});
export const submitApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/submit-application',
  auth: 'none',
  body: applicationSubmitSchema,
  response: submitApplicationResponseSchema,
  status: 201,
});
export * from './pipeline/routes';
export * from './careers/routes';
export * from './export/routes';
export * from './funnel/routes';
export * from './bulk/routes';
export * from './person/routes';

/**
 * Issue 30: the original of the CV file a candidate attached, for the company's members (404: another company's
 * application, or one without a file). Opening it is recorded in the audit log like the CV view.
 */
export const applicationCvFileRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/cv-file',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: z.object({
    applicationId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: RECRUITING_ERRORS.applicationNotFound }),
  }),
  invalidParams: 404,
  response: FILE_RESPONSE,
});
