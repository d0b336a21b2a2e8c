import type { Router } from 'express';
import { businessContactSchema, contactSchema } from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { limit } from '../trust/rateLimit';
import { addContactMessage } from './contactMessages';
import { addBusinessContactRequest } from './businessContactRequests';

export function registerMarketingRoutes(router: Router): void {
  /** Landing contact form (SPEC §7): 201 means success. */
  router.post(
    '/submit-contact',
    limit('CONTACT_MESSAGES'),
    endpoint({
      body: contactSchema,
      status: 201,
      handle: async ({ body }) => ({ id: await addContactMessage(body) }),
    }),
  );

  /** /empresas contact modal (DECISIONS: stored through the API, not simulated). */
  router.post(
    '/submit-business-contact',
    limit('CONTACT_MESSAGES'),
    endpoint({
      body: businessContactSchema,
      status: 201,
      handle: async ({ body }) => ({ id: await addBusinessContactRequest(body) }),
    }),
  );
}
