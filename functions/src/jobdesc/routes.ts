import type { Router } from 'express';
import {
  companyJobDescCodeRoute,
  createJobDescriptionRoute,
  jobDescriptionChatRoute,
  jobDescriptionsRoute,
  jobDescriptionToVacancyRoute,
  newJobDescriptionRoute,
  verifyJobCodeRoute,
} from '@clara/domain/jobdesc/routes';
import { register } from '../http/register';
import { companyAccessCode } from '../company/companies';
import { limit } from '../platform/rateLimit';
import { requireAccessCode } from '../company/accessCodeCheck';
import {
  answerMessage,
  listDescriptions,
  readConversation,
  startNewDescription,
  vacancyFromConversation,
} from './conversation';

/** The job-description assistant's API (SPEC §7), as defined in domain/src/jobdesc/routes.ts. */
export function registerJobDescRoutes(router: Router): void {
  register(router, verifyJobCodeRoute, async ({ body, req }) => {
    await requireAccessCode(req, body.accessCode);
    return { valid: true as const };
  });
  register(router, jobDescriptionChatRoute, async ({ params, req }) =>
    readConversation(await requireAccessCode(req, params.accessCode)),
  );
  register(router, createJobDescriptionRoute, ({ access, body }) => answerMessage(access, body.message.text), {
    before: [limit('JOBDESC_MESSAGES')],
  });
  register(router, jobDescriptionToVacancyRoute, ({ access, body }) => vacancyFromConversation(access, body.chatId));
  register(router, jobDescriptionsRoute, ({ access }) => listDescriptions(access));
  register(router, newJobDescriptionRoute, ({ access }) => startNewDescription(access));
  register(router, companyJobDescCodeRoute, async ({ companyId }) => ({
    accessCode: await companyAccessCode(companyId),
  }));
}
