import { PRODUCT } from '@clara/domain/brand';

/** The few members of the Web Speech API this page uses (Chromium ships it prefixed, Safari too). */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

type RecognitionConstructor = new () => Recognition;

export function speechRecognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const VOICE_TEXTS = {
  /** SPEC §8, to the letter. */
  unsupported: 'La API de Reconocimiento de Voz no es compatible con este navegador.',
  recognitionError: (code: string) => `Error de reconocimiento de voz: ${code}`,
  listen: 'Hablar',
  stop: 'Detener',
  listening: 'Escuchando…',
  send: 'Enviar',
  placeholder: 'Habla o escribe un mensaje…',
  echo: (text: string) => `Escuché: «${text}»`,
  intro: `Hola, soy la demo de voz de ${PRODUCT.name}. Pulsa «Hablar», di algo en español y lo repetiré.`,
} as const;
