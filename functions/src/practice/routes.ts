import type { Router } from 'express';
import { practiceReportRoute, practiceSharesRoute, revokePracticeShareRoute } from '@clara/domain/practice/routes';
import { register } from '../http/register';
import { getPracticeReport, listPracticeShares, revokePracticeShare } from './shareService';

/** The practice-report API (issue 12): the company reads a shared report; the practice's holder lists and revokes. */
export function registerPracticeRoutes(router: Router): void {
  register(router, practiceReportRoute, ({ companyId, params }) => getPracticeReport(companyId, params.applicationId));
  register(router, practiceSharesRoute, ({ params }) => listPracticeShares(params.chatSessionId));
  register(router, revokePracticeShareRoute, ({ params }) => revokePracticeShare(params.chatSessionId, params.shareId));
}
