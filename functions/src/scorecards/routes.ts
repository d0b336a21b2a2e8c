import type { Router } from 'express';
import {
  agreementRoute,
  companySettingsRoute,
  saveScorecardRoute,
  updateCompanySettingsRoute,
  scorecardsRoute,
  vacancyScorecardsRoute,
} from '@clara/domain/scorecards/routes';
import { register } from '../http/register';
import { getAgreement } from './agreement';
import { getScorecards, getVacancyScorecards, saveScorecard } from './service';
import { getCompanySettings, updateCompanySettings } from './settings';

/** Scorecards and Clara's agreement with the team (issue 20). */
export function registerScorecardRoutes(router: Router): void {
  register(router, scorecardsRoute, ({ companyId, caller, params }) =>
    getScorecards(companyId, caller, params.applicationId),
  );
  register(router, saveScorecardRoute, ({ companyId, caller, params, body }) =>
    saveScorecard(companyId, caller, params.applicationId, body),
  );
  register(router, vacancyScorecardsRoute, ({ companyId, caller, params }) =>
    getVacancyScorecards(companyId, caller, params.id),
  );
  register(router, agreementRoute, ({ companyId, query }) => getAgreement(companyId, query.vacancyId));
  // Issue 31: "Evaluación a ciegas".
  register(router, companySettingsRoute, ({ companyId }) => getCompanySettings(companyId));
  register(router, updateCompanySettingsRoute, ({ companyId, caller, body }) =>
    updateCompanySettings(companyId, caller, body),
  );
}
