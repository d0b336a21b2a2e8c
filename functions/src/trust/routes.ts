import type { Router } from 'express';
import {
  appCheckEmulatorExchangeRoute,
  candidateCvFileRoute,
  candidateDataRoute,
  candidateMediaRoute,
  candidateWithdrawRoute,
  eraseCandidateRoute,
  erasePersonRoute,
} from '@clara/domain/trust/routes';
import { candidateAnalysisRoute } from '@clara/domain/reviews/routes';
import { deletePracticeRoute, practiceExportRoute, practiceMediaRoute } from '@clara/domain/interview/routes';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { limit } from '../platform/rateLimit';
import {
  candidateCvFile,
  candidateMediaFile,
  exportCandidateData,
  requireLinkedApplication,
  withdrawApplication,
} from './candidateData';
import { readCandidateAnalysis } from './candidateAnalysis';
import { actionOf, memberActor } from '../audit/log';
import { eraseApplication, erasePerson } from './applicationErasure';
import { deletePractice, exportPractice, readPracticeMedia } from './practiceData';
import { exchangeDebugToken } from '../platform/appCheckEmulator';

/**
 * The data rights (issue 10): a company candidate's, through the token of their emailed link; a practice's, through
 * its code; a company erasing a candidate. Served here, above the features whose data they reach.
 */
export function registerTrustRoutes(router: Router): void {
  const candidateData = { before: [limit('CANDIDATE_DATA')] };
  register(
    router,
    candidateDataRoute,
    async ({ body }) => exportCandidateData(body.token, actionOf(candidateDataRoute)),
    candidateData,
  );
  register(
    router,
    candidateAnalysisRoute,
    async ({ body }) => readCandidateAnalysis(await requireLinkedApplication(body.token)),
    candidateData,
  );
  register(
    router,
    candidateMediaRoute,
    async ({ body }) => {
      const file = await candidateMediaFile(body.token, body.mediaId);
      return reply.file(file.data, file.contentType, file.filename);
    },
    candidateData,
  );
  register(
    router,
    candidateCvFileRoute,
    async ({ body }) => {
      const file = await candidateCvFile(body.token);
      return reply.file(file.data, file.contentType, file.filename);
    },
    candidateData,
  );
  register(
    router,
    candidateWithdrawRoute,
    async ({ body }) => withdrawApplication(body.token, actionOf(candidateWithdrawRoute)),
    candidateData,
  );

  register(router, practiceExportRoute, ({ params }) => exportPractice(params.chatSessionId), candidateData);
  register(
    router,
    practiceMediaRoute,
    async ({ params }) => {
      const file = await readPracticeMedia(params.chatSessionId, params.mediaId);
      return reply.file(file.data, file.contentType, file.filename);
    },
    candidateData,
  );
  register(router, deletePracticeRoute, ({ params }) => deletePractice(params.chatSessionId), candidateData);

  // The company erases a candidate in one action (a line without personal data stays).
  // Issue 32: its audit entry is written in the transaction that deletes the application.
  register(router, eraseCandidateRoute, async ({ companyId, caller, params }) => {
    await eraseApplication(params.applicationId, companyId, 'company', {
      actor: memberActor(caller),
      kind: 'candidate.erased',
      action: actionOf(eraseCandidateRoute),
    });
    return { erased: true as const };
  });
  // Issue 32: the whole person (every application of theirs in the company), each audited in its deletion.
  register(router, erasePersonRoute, async ({ companyId, caller, params }) => ({
    erased: await erasePerson(companyId, params.applicationId, {
      actor: memberActor(caller),
      kind: 'candidate.erased',
      action: actionOf(erasePersonRoute),
    }),
  }));
  // The local stack's App Check exchange (404 anywhere else).
  register(router, appCheckEmulatorExchangeRoute, ({ body }) => exchangeDebugToken(body.debugToken));
}
