/** Scorecards and Clara's agreement with the team (issue 20). Every route is a company member's. */
import { defineRoute } from '../common/route';
import { applicationIdParams, vacancyIdParams } from '../common/ids';
import {
  agreementQuerySchema,
  agreementSchema,
  companySettingsSchema,
  companySettingsUpdateSchema,
  saveScorecardResponseSchema,
  scorecardInputSchema,
  scorecardsViewSchema,
  vacancyScorecardsSchema,
} from './schemas';

/** A candidate's scorecards as the caller may see them (blind until the caller has submitted theirs). */
export const scorecardsRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/scorecards',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: scorecardsViewSchema,
});

/** Creates or edits the caller's own scorecard of the candidate (one per member and candidate). */
export const saveScorecardRoute = defineRoute({
  method: 'PUT',
  path: '/api/application/:applicationId/scorecard',
  auth: 'company',
  access: { action: 'scorecard', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  body: scorecardInputSchema,
  response: saveScorecardResponseSchema,
});

/** The team's scorecards of a vacancy's candidates, for the comparison beside Clara's ratings. */
export const vacancyScorecardsRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancy-scorecards/:id',
  auth: 'company',
  access: { action: 'view', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  response: vacancyScorecardsSchema,
});

/** "Acuerdo de Clara con tu equipo": per vacancy (`vacancyId`) or for the whole company. */
export const agreementRoute = defineRoute({
  method: 'GET',
  path: '/api/agreement',
  auth: 'company',
  access: { action: 'report' },
  query: agreementQuerySchema,
  response: agreementSchema,
});

/** The company's "Evaluación a ciegas" setting, for any member. */
export const companySettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/company-settings',
  auth: 'company',
  access: { action: 'view' },
  response: companySettingsSchema,
});

/** Changes the settings it sends (the owner only: 403 for other members); recorded in the audit log. */
export const updateCompanySettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/company-settings',
  auth: 'company',
  access: { action: 'settings' },
  body: companySettingsUpdateSchema,
  response: companySettingsSchema,
});
