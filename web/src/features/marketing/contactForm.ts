import type { ContactInput } from '@clara/domain/marketing/contact';
import { CONTACT_TEXTS } from '@clara/domain/marketing/texts';
import { ApiRequestError, callApi } from '../../platform/api';

export type ContactOutcome =
  { kind: 'success'; text: string } | { kind: 'failed' | 'problem'; text: string; detail?: string };

export type ContactSender = (input: ContactInput) => Promise<unknown>;

/** The route definition (with zod) loads on sending, not with the landing. */
export const sendContact: ContactSender = async (input) =>
  callApi((await import('@clara/domain/marketing/routes')).submitContactRoute, { body: input, timeoutMs: 15_000 });

/**
 * Landing contact form (SPEC §8): a 201 answer → 'Form submitted successfully!'; an answer with an error
 * status → 'Failed to submit form' (with the server's reason as detail); no answer → the problem text.
 */
export async function submitContact(input: ContactInput, send: ContactSender = sendContact): Promise<ContactOutcome> {
  try {
    await send(input);
    return { kind: 'success', text: CONTACT_TEXTS.success };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 0) {
      return { kind: 'failed', text: CONTACT_TEXTS.failed, detail: error.message };
    }
    return { kind: 'problem', text: CONTACT_TEXTS.problem };
  }
}
