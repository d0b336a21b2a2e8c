import type { Router } from 'express';
import { submitBusinessContactRoute, submitContactRoute } from '@clara/domain/marketing/routes';
import { register } from '../http/register';
import { limit } from '../platform/rateLimit';
import { addContactMessage } from './contactMessages';
import { addBusinessContactRequest } from './businessContactRequests';

/** The marketing forms, as defined in domain/src/marketing/routes.ts. */
export function registerMarketingRoutes(router: Router): void {
  const contactMessages = { before: [limit('CONTACT_MESSAGES')] };
  register(router, submitContactRoute, async ({ body }) => ({ id: await addContactMessage(body) }), contactMessages);
  register(
    router,
    submitBusinessContactRoute,
    async ({ body }) => ({ id: await addBusinessContactRequest(body) }),
    contactMessages,
  );
}
