import { describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '@clara/domain/marketing/contact';
import { ApiRequestError } from '../../platform/api';
import { submitContact } from './contactForm';

const input = { name: 'Ana', email: 'ana@example.com', message: 'Hola' };

describe('landing contact form outcomes (SPEC §8)', () => {
  it('a stored message reads "Form submitted successfully!"', async () => {
    await expect(submitContact(input, async () => ({ id: '1' }))).resolves.toEqual({
      kind: 'success',
      text: CONTACT_TEXTS.success,
    });
  });

  it('an error answer reads "Failed to submit form" with the server reason', async () => {
    const outcome = await submitContact(input, async () => {
      throw new ApiRequestError(400, 'El campo «nombre» es obligatorio.');
    });
    expect(outcome).toEqual({
      kind: 'failed',
      text: 'Failed to submit form',
      detail: 'El campo «nombre» es obligatorio.',
    });
  });

  it('no answer (network) reads the problem text', async () => {
    const outcome = await submitContact(input, async () => {
      throw new ApiRequestError(0, 'Failed to fetch');
    });
    expect(outcome).toEqual({ kind: 'problem', text: 'There was a problem submitting the form. Please try again.' });
  });
});
