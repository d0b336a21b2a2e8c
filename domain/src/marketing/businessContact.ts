import { z } from 'zod';
import { emailField, requiredText } from '../common/api';

export const BUSINESS_CONTACT_PHONE_INVALID =
  'El teléfono debe tener entre 6 y 20 dígitos y solo puede incluir números, espacios y los signos + ( ) - .';

/** Counts the digits of a phone number as typed ("+52 (55) 1234-5678" has 12). */
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * A phone as people type it: digits with spaces, +, parentheses, dashes or dots; 6 to 20 digits.
 * SPEC §5 asks only for a required tel field; the bound keeps obvious garbage out of the requests.
 */
export const phoneField = (label = 'teléfono') =>
  requiredText(label, 40).pipe(
    z
      .string()
      .regex(/^\+?[\d\s().-]+$/, { error: BUSINESS_CONTACT_PHONE_INVALID })
      .refine((value) => digitCount(value) >= 6 && digitCount(value) <= 20, { error: BUSINESS_CONTACT_PHONE_INVALID }),
  );

/**
 * Business contact request of /empresas (SPEC §3, §5: all five fields required; email of email type,
 * phone of tel type, message of 4 rows). DECISIONS: it is stored through POST /api/submit-business-contact.
 */
export const businessContactSchema = z.object({
  companyName: requiredText('nombre de la empresa', 200),
  contactName: requiredText('nombre de contacto', 120),
  email: emailField(),
  phone: phoneField(),
  message: requiredText('mensaje', 4000),
});
export type BusinessContactInput = z.infer<typeof businessContactSchema>;

export {
  BUSINESS_CONTACT_FIELDS,
  BUSINESS_CONTACT_TEXTS,
  EMPTY_BUSINESS_CONTACT,
  type BusinessContactField,
} from './texts';
