import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../platform/api';
import { failureMessage } from './forms';

describe('failureMessage', () => {
  it("gives a failed call's message, any other thrown value as text, and null without an error", () => {
    expect(failureMessage(new ApiRequestError(409, 'Ese enlace público ya está en uso.'))).toBe(
      'Ese enlace público ya está en uso.',
    );
    expect(failureMessage(new Error('Sin conexión'))).toBe('Sin conexión');
    expect(failureMessage('Archivo demasiado grande')).toBe('Archivo demasiado grande');
    expect(failureMessage(null)).toBeNull();
    expect(failureMessage(undefined)).toBeNull();
  });
});
