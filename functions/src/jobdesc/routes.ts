import type { Router } from 'express';
import { jobDescMessageSchema, verifyJobCodeSchema } from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { accessFromHeader, requireAccessCode } from './access';
import { answerMessage, readConversation, vacancyFromConversation } from './conversation';

/** Job-description assistant API (SPEC §7), gated by a company access code (SPEC §6, DECISIONS). */
export function registerJobDescRoutes(router: Router): void {
  router.post(
    '/verify-job-code',
    endpoint({
      body: verifyJobCodeSchema,
      handle: async ({ body, req }) => {
        await requireAccessCode(req, body.accessCode);
        return { valid: true };
      },
    }),
  );

  router.get(
    '/get-job-description-chat/:accessCode',
    endpoint({
      handle: async ({ params, req }) => readConversation(await requireAccessCode(req, params.accessCode)),
    }),
  );

  router.post(
    '/create-job-description',
    endpoint({
      body: jobDescMessageSchema,
      handle: async ({ body, req }) => answerMessage(await accessFromHeader(req), body.message.text),
    }),
  );

  /** DECISIONS: the assistant's output can become a vacancy of the code's company (created once). */
  router.post(
    '/job-description-to-vacancy',
    endpoint({
      // 201 also for a repeat, which answers the vacancy created the first time.
      status: 201,
      handle: async ({ req }) => vacancyFromConversation(await accessFromHeader(req)),
    }),
  );
}
