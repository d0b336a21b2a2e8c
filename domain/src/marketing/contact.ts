import { z } from 'zod';
import { emailField, requiredText } from '../common/api';

/** Landing contact form (SPEC §3 Contact form, §5: name, email in email format and message required). */
export const contactSchema = z.object({
  name: requiredText('nombre', 120),
  email: emailField(),
  message: requiredText('mensaje', 4000),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** SPEC §8 texts live in ./texts (no zod there, for the web); re-exported here for existing imports. */
export { CONTACT_TEXTS } from './texts';
