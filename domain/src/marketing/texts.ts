/**
 * The marketing forms' texts and field lists, without zod: the web pages import this module so the
 * landing never ships the validation library (the server validates with the schemas beside these).
 */

/** SPEC §8 "Landing contact" texts, to the letter. */
export const CONTACT_TEXTS = {
  success: 'Form submitted successfully!',
  failed: 'Failed to submit form',
  problem: 'There was a problem submitting the form. Please try again.',
} as const;

/** SPEC §8 "Business contact" texts, to the letter. */
export const BUSINESS_CONTACT_TEXTS = {
  success: 'Su solicitud ha sido enviada. Un representante se pondrá en contacto pronto.',
  failure: 'Hubo un problema al enviar el formulario. Por favor intente nuevamente.',
} as const;

export const BUSINESS_CONTACT_FIELDS = ['companyName', 'contactName', 'email', 'phone', 'message'] as const;
export type BusinessContactField = (typeof BUSINESS_CONTACT_FIELDS)[number];

export const EMPTY_BUSINESS_CONTACT: Readonly<Record<BusinessContactField, string>> = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  message: '',
};
