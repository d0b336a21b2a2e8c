/** SPEC §8 speech texts. */
export const SPEECH_TEXTS = {
  unsupported: 'La API de Reconocimiento de Voz no es compatible con este navegador.',
  error: (code: string) => `Error de reconocimiento de voz: ${code}`,
  // Added by this client:
  synthesisUnsupported: 'La síntesis de voz no es compatible con este navegador.',
} as const;

/** The minimal Web Speech API surface this feature uses (not in TypeScript's DOM lib). */
export interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Joins every result of a continuous session: the final parts, then the interim tail. */
export function transcriptOf(results: RecognitionResultList): string {
  let text = '';
  for (let i = 0; i < results.length; i += 1) text += results[i][0].transcript;
  return text.replace(/\s+/g, ' ').trim();
}
