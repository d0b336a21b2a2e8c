/** The marketing pages' forms (SPEC §7, DECISIONS): stored through the API; 201 means success. */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { businessContactSchema } from './businessContact';
import { contactSchema } from './contact';

const storedSchema = z.object({ id: z.string() });

/** The landing's contact form. */
export const submitContactRoute = defineRoute({
  method: 'POST',
  path: '/api/submit-contact',
  auth: 'none',
  body: contactSchema,
  response: storedSchema,
  status: 201,
});
/** The /empresas contact modal. */
export const submitBusinessContactRoute = defineRoute({
  method: 'POST',
  path: '/api/submit-business-contact',
  auth: 'none',
  body: businessContactSchema,
  response: storedSchema,
  status: 201,
});
