import type { Router } from 'express';
import { candidateDataRoute, candidateMediaRoute, candidateWithdrawRoute } from '@clara/domain/trust/routes';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { limit } from './rateLimit';
import { candidateMediaFile, exportCandidateData, withdrawApplication } from './candidateData';
import { auditCandidateAction } from '../audit/candidate';

/** The company candidate's rights (issue 10), through the token of their emailed link. */
export function registerTrustRoutes(router: Router): void {
  const candidateData = { before: [limit('CANDIDATE_DATA')] };
  register(
    router,
    candidateDataRoute,
    async ({ body }) => {
      const data = await exportCandidateData(body.token);
      await (
        await auditCandidateAction(body.token)
      )?.('candidate.dataDownloaded', 'POST /api/candidate-data');
      return data;
    },
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
    candidateWithdrawRoute,
    async ({ body }) => {
      // Read before the erasure: the entry names the candidate who withdrew.
      const record = await auditCandidateAction(body.token);
      const answer = await withdrawApplication(body.token);
      await record?.('candidate.withdrew', 'POST /api/candidate-withdraw');
      return answer;
    },
    candidateData,
  );
}
