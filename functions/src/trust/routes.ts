import type { Router } from 'express';
import { candidateDataRoute, candidateMediaRoute, candidateWithdrawRoute } from '@clara/domain/trust/routes';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { limit } from './rateLimit';
import { candidateMediaFile, exportCandidateData, withdrawApplication } from './candidateData';

/** The company candidate's rights (issue 10), through the token of their emailed link. */
export function registerTrustRoutes(router: Router): void {
  const candidateData = { before: [limit('CANDIDATE_DATA')] };
  register(router, candidateDataRoute, ({ body }) => exportCandidateData(body.token), candidateData);
  register(
    router,
    candidateMediaRoute,
    async ({ body }) => {
      const file = await candidateMediaFile(body.token, body.mediaId);
      return reply.file(file.data, file.contentType, file.filename);
    },
    candidateData,
  );
  register(router, candidateWithdrawRoute, ({ body }) => withdrawApplication(body.token), candidateData);
}
