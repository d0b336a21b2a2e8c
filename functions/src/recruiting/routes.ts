import type { Router } from 'express';
import {
  applicationParams,
  applicationSubmitSchema,
  chatSessionParams,
  customTokenSchema,
  duplicateCheckSchema,
  PRODUCT,
  RECRUITING_ERRORS,
  registerCompanySchema,
  resendEmailBody,
  resendInvitationBody,
  startInterviewSchema,
  statusUpdateSchema,
  vacancyInputSchema,
  vacancyUpdateSchema,
} from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { publicOriginOf } from '../platform/origin';
import { eraseApplication } from '../trust/applicationErasure';
import { listCandidateEmails, resendEmail, resendInvitation } from './candidateEmails';
import { limit } from '../trust/rateLimit';
import { notFound } from '../http/errors';
import { applicationExists, submitApplication, updateApplicationStatus } from './applications';
import { assignInterview } from './assignInterview';
import { companyNamesFor, registerCompany } from './companies';
import { getCompanyInterviewAnalysis } from './companyInterviews';
import { getVacancyComparison } from './vacancyComparison';
import { exchangeForCustomToken } from './customToken';
import { listDashboardVacancies } from './dashboard';
import { requireCompanyId } from './users';
import { createVacancy, getPublicVacancy, updateVacancy } from './vacancies';

const VACANCY_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The recruiting API (SPEC §7). Company calls verify the bearer token and scope to the caller's company. */
export function registerRecruitingRoutes(router: Router): void {
  // Accounts
  router.post('/get-custom-token', endpoint({ body: customTokenSchema, handle: ({ body }) => exchangeForCustomToken(body.idToken) }));
  router.post(
    '/register-company',
    endpoint({ auth: 'required', body: registerCompanySchema, status: 201, handle: ({ caller, body }) => registerCompany(caller, body.companyName) }),
  );
  router.get('/company-names', endpoint({ auth: 'required', handle: ({ caller }) => companyNamesFor(caller) }));

  // Vacancies
  router.get('/vacancies', endpoint({ auth: 'required', handle: async ({ caller }) => listDashboardVacancies(await requireCompanyId(caller)) }));
  router.post(
    '/create-vacancy',
    endpoint({
      auth: 'required',
      body: vacancyInputSchema,
      status: 201,
      handle: async ({ caller, body }) => ({ id: await createVacancy(await requireCompanyId(caller), body) }),
    }),
  );
  router.put(
    '/update-vacancy/:id',
    endpoint({
      auth: 'required',
      body: vacancyUpdateSchema,
      handle: async ({ caller, body, params }) => {
        if (!VACANCY_ID.test(params.id)) throw notFound(RECRUITING_ERRORS.vacancyNotFound);
        await updateVacancy(await requireCompanyId(caller), params.id, body);
        return { id: params.id };
      },
    }),
  );

  // Applications
  router.post(
    '/update-application-status',
    endpoint({
      auth: 'required',
      body: statusUpdateSchema,
      handle: async ({ caller, body }) => ({ entry: await updateApplicationStatus(await requireCompanyId(caller), caller, body) }),
    }),
  );
  // DECISIONS: unlike SPEC §6, starting a company interview needs the recruiter's token and company.
  router.post(
    `/start-${PRODUCT.path}-interview`,
    endpoint({
      auth: 'required',
      body: startInterviewSchema,
      handle: async ({ caller, body, req }) => assignInterview(await requireCompanyId(caller), caller, body, publicOriginOf(req)),
    }),
  );

  // Issue 10: the company erases a candidate in one action (a line without personal data stays).
  router.delete(
    '/application/:applicationId',
    endpoint({
      auth: 'required',
      params: applicationParams,
      handle: async ({ caller, params }) => {
        await eraseApplication(params.applicationId, await requireCompanyId(caller), 'company');
        return { erased: true };
      },
    }),
  );

  // Issue 11: the emails about a candidate, failed ones resent, the interview invitation resent.
  router.get(
    '/application-emails/:applicationId',
    endpoint({
      auth: 'required',
      params: applicationParams,
      handle: async ({ caller, params }) => listCandidateEmails(await requireCompanyId(caller), params.applicationId),
    }),
  );
  router.post(
    '/resend-email',
    endpoint({ auth: 'required', body: resendEmailBody, handle: async ({ caller, body }) => resendEmail(await requireCompanyId(caller), body.applicationId, body.emailId) }),
  );
  router.post(
    '/resend-invitation',
    endpoint({
      auth: 'required',
      body: resendInvitationBody,
      handle: async ({ caller, body, req }) => resendInvitation(await requireCompanyId(caller), body.applicationId, publicOriginOf(req)),
    }),
  );

  // COMMON decision 1: a company interview's analysis is read by its company's members only.
  router.get(
    '/company-interview/:chatSessionId/analysis',
    endpoint({
      auth: 'required',
      params: chatSessionParams,
      handle: async ({ caller, params }) => getCompanyInterviewAnalysis(await requireCompanyId(caller), params.chatSessionId),
    }),
  );

  router.get(
    '/vacancy-comparison/:id',
    endpoint({
      auth: 'required',
      handle: async ({ caller, params }) => {
        if (!VACANCY_ID.test(params.id)) throw notFound(RECRUITING_ERRORS.vacancyNotFound);
        return getVacancyComparison(await requireCompanyId(caller), params.id);
      },
    }),
  );

  // Public vacancy page
  router.get(
    '/public-vacancy/:id',
    endpoint({
      handle: ({ params }) => {
        if (!VACANCY_ID.test(params.id)) throw notFound(RECRUITING_ERRORS.vacancyNotFound);
        return getPublicVacancy(params.id);
      },
    }),
  );
  router.post(
    '/check-duplicate-app',
    limit('DUPLICATE_CHECKS'),
    endpoint({ body: duplicateCheckSchema, handle: async ({ body }) => ({ exists: await applicationExists(body.vacancyId, body.email) }) }),
  );
  router.post(
    '/submit-application',
    limit('APPLICATIONS'),
    endpoint({ body: applicationSubmitSchema, status: 201, handle: async ({ body, req }) => ({ applicationId: await submitApplication(body, publicOriginOf(req)) }) }),
  );
}
