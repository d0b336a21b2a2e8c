/**
 * The speech texts, one copy for the interview chat and the /voz demo. Free of dependencies (no zod), so
 * any page can show them cheaply. The language is SPEECH_LANGUAGE in ./constants.
 */
export const SPEECH_TEXTS = {
  /** SPEC §8, to the letter. */
  unsupported: 'La API de Reconocimiento de Voz no es compatible con este navegador.',
  /** SPEC §8, to the letter: `code` is the recognizer's error code. */
  error: (code: string) => `Error de reconocimiento de voz: ${code}`,
  /** Voice output, which SPEC does not word. */
  synthesisUnsupported: 'La síntesis de voz no es compatible con este navegador.',
} as const;
