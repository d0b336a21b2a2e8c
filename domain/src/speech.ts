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
  /** Browsers without recognition record the spoken answer and the server transcribes it. */
  recordAnswer: 'Responder por voz (se grabará y se transcribirá)',
  stopAndSend: 'Detener y enviar la respuesta grabada',
  recordingPlaceholder: 'Grabando tu respuesta… pulsa el micrófono para enviarla',
} as const;
