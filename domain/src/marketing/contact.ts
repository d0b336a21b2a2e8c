import { z } from 'zod';
import { emailField, requiredText } from '../common/api';

/** Landing contact form (SPEC §3 Contact form, §5: name, email in email format and message required). */
export const contactSchema = z.object({
  name: requiredText('nombre', 120),
  email: emailField(),
  message: requiredText('mensaje', 4000),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** SPEC §8 "Landing contact" texts, to the letter. */
export const CONTACT_TEXTS = {
  success: 'Form submitted successfully!',
  failed: 'Failed to submit form',
  problem: 'There was a problem submitting the form. Please try again.',
} as const;
