/**
 * The API: the HTTP core (http/app.ts) with every feature's routes and what its auth modes ask of the features.
 * It sits above every feature folder (like index.ts): the features import neither it nor each other upwards.
 */
import type express from 'express';
import { createHttpApp } from './http/app';
import type { LimiterOptions } from './platform/rateLimit';
import { memberOf, targetOf } from './team/access';
import { accessFromHeader } from './company/accessCodeCheck';
import { registerMarketingRoutes } from './marketing/routes';
import { registerInterviewRoutes } from './interview/routes';
import { registerRecruitingRoutes } from './recruiting/routes';
import { registerTeamRoutes } from './team/routes';
import { registerCareersRoutes } from './recruiting/careers/routes';
import { registerExportRoutes } from './recruiting/export/routes';
import { registerFunnelRoutes } from './recruiting/funnel/routes';
import { registerWebhookRoutes } from './webhooks/routes';
import { registerCoachesRoutes } from './coaches/routes';
import { registerTrustRoutes } from './trust/routes';
import { registerPracticeRoutes } from './practice/routes';
import { registerScorecardRoutes } from './scorecards/routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerSchedulingRoutes } from './scheduling/routes';
import { registerBulkRoutes } from './recruiting/bulk/routes';
import { registerFairnessRoutes } from './fairness/routes';
import { registerComplianceRoutes } from './compliance/routes';

function registerRoutes(router: express.Router): void {
  registerMarketingRoutes(router);
  registerRecruitingRoutes(router);
  registerBulkRoutes(router);
  registerTeamRoutes(router);
  registerCareersRoutes(router);
  registerExportRoutes(router);
  registerFunnelRoutes(router);
  registerWebhookRoutes(router);
  registerInterviewRoutes(router);
  registerCoachesRoutes(router);
  registerTrustRoutes(router);
  registerPracticeRoutes(router);
  registerScorecardRoutes(router);
  registerReviewRoutes(router);
  registerAuditRoutes(router);
  registerSchedulingRoutes(router);
  registerFairnessRoutes(router);
  registerComplianceRoutes(router);
}

/** `options` set the per-client limits (tests: their bounds, a clock, a namespace); production uses the defaults. */
export function createApp(options: LimiterOptions = {}): express.Express {
  return createHttpApp({
    routes: registerRoutes,
    callers: { memberOf, targetOf, accessCode: accessFromHeader },
    limits: options,
  });
}
