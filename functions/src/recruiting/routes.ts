import type { Router } from 'express';
import {
  checkDuplicateApplicationRoute,
  companyInterviewAnalysisRoute,
  companyNamesRoute,
  createVacancyRoute,
  getCustomTokenRoute,
  publicVacancyRoute,
  registerCompanyRoute,
  startClaraInterviewRoute,
  submitApplicationRoute,
  updateApplicationStatusRoute,
  updateVacancyRoute,
  vacanciesRoute,
  vacancyComparisonRoute,
} from '@clara/domain/recruiting/routes';
import { register } from '../http/register';
import { limit } from '../trust/rateLimit';
import { applicationExists, submitApplication, updateApplicationStatus } from './applications';
import { assignInterview } from './assignInterview';
import { companyNamesFor, registerCompany } from './companies';
import { getCompanyInterviewAnalysis } from './companyInterviews';
import { getVacancyComparison } from './vacancyComparison';
import { exchangeForCustomToken } from './customToken';
import { listDashboardVacancies } from './dashboard';
import { createVacancy, getPublicVacancy, updateVacancy } from './vacancies';

/** The recruiting API (SPEC §7), as defined in domain/src/recruiting/routes.ts. */
export function registerRecruitingRoutes(router: Router): void {
  // Accounts
  register(router, getCustomTokenRoute, ({ body }) => exchangeForCustomToken(body.idToken));
  register(router, registerCompanyRoute, ({ caller, body }) => registerCompany(caller, body.companyName));
  register(router, companyNamesRoute, ({ caller }) => companyNamesFor(caller));

  // Vacancies
  register(router, vacanciesRoute, ({ companyId }) => listDashboardVacancies(companyId));
  register(router, createVacancyRoute, async ({ companyId, body }) => ({ id: await createVacancy(companyId, body) }));
  register(router, updateVacancyRoute, async ({ companyId, params, body }) => {
    await updateVacancy(companyId, params.id, body);
    return { id: params.id };
  });
  register(router, vacancyComparisonRoute, ({ companyId, params }) => getVacancyComparison(companyId, params.id));

  // Applications and their interviews
  register(router, updateApplicationStatusRoute, async ({ companyId, caller, body }) => ({
    entry: await updateApplicationStatus(companyId, caller, body),
  }));
  register(router, startClaraInterviewRoute, ({ companyId, caller, body }) => assignInterview(companyId, caller, body));
  register(router, companyInterviewAnalysisRoute, ({ companyId, params }) => getCompanyInterviewAnalysis(companyId, params.chatSessionId));

  // The public vacancy page
  register(router, publicVacancyRoute, ({ params }) => getPublicVacancy(params.id));
  register(router, checkDuplicateApplicationRoute, async ({ body }) => ({ exists: await applicationExists(body.vacancyId, body.email) }), {
    before: [limit('DUPLICATE_CHECKS')],
  });
  register(router, submitApplicationRoute, async ({ body }) => ({ applicationId: await submitApplication(body) }), {
    before: [limit('APPLICATIONS')],
  });
}
