import type { Router } from 'express';
import { candidateMediaBody, candidateTokenBody } from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { exportCandidateData, sendCandidateMedia, withdrawApplication } from './candidateData';

/**
 * The company candidate's rights (issue 10), through the token of their emailed link. The token travels in
 * the body (POST), never in a URL the server or a proxy would log.
 */
export function registerTrustRoutes(router: Router): void {
  router.post('/candidate-data', endpoint({ body: candidateTokenBody, handle: ({ body }) => exportCandidateData(body.token) }));
  router.post(
    '/candidate-data/media',
    endpoint({
      body: candidateMediaBody,
      handle: async ({ body, res }) => {
        await sendCandidateMedia(body.token, body.mediaId, res);
        return undefined;
      },
    }),
  );
  router.post('/candidate-withdraw', endpoint({ body: candidateTokenBody, handle: ({ body }) => withdrawApplication(body.token) }));
}
