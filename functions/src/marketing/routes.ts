import type { Router } from 'express';
import { contactSchema } from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { addContactMessage } from './contactMessages';

export function registerMarketingRoutes(router: Router): void {
  router.post(
    '/submit-contact',
    endpoint({
      body: contactSchema,
      status: 201,
      handle: async ({ body }) => ({ id: await addContactMessage(body) }),
    }),
  );
}
