import type { Router } from 'express';
import {
  companyFairnessRoute,
  vacancyFairnessRoute,
  fairnessSettingsRoute,
  submitSelfIdentificationRoute,
  updateFairnessSettingsRoute,
} from '@clara/domain/fairness/routes';
import { register } from '../http/register';
import { limit } from '../platform/rateLimit';
import { saveSelfIdentification } from './selfIdentification';
import { readFairnessSettings, writeFairnessSettings } from './settings';
import { companyFairness, vacancyFairness } from './report';

/** Fairness (issue 33): the candidate's voluntary answers; the owner's setting of when they are asked. */
export function registerFairnessRoutes(router: Router): void {
  register(
    router,
    submitSelfIdentificationRoute,
    async ({ body }) => {
      await saveSelfIdentification(body.token, body.answers);
      return { saved: true as const };
    },
    { before: [limit('CANDIDATE_DATA')] },
  );
  register(router, vacancyFairnessRoute, ({ companyId, caller, params }) =>
    vacancyFairness(companyId, caller, params.vacancyId),
  );
  register(router, companyFairnessRoute, ({ companyId, caller }) => companyFairness(companyId, caller));
  register(router, fairnessSettingsRoute, ({ companyId, caller }) => readFairnessSettings(companyId, caller));
  register(router, updateFairnessSettingsRoute, ({ companyId, caller, body }) =>
    writeFairnessSettings(companyId, caller, body),
  );
}
