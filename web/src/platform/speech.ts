import { SPEECH_LANGUAGE } from '@clara/domain/constants';

/**
 * The Web Speech API as the app uses it: recognition (continuous, interim results) and synthesis, both in
 * es-ES (SPEC §9). The recognition types are not in TypeScript's DOM lib; Chromium and Safari ship the
 * constructor prefixed.
 */
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
  abort?(): void;
}

type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** A recognizer in es-ES with continuous, interim results. */
export function createRecognition(Constructor: RecognitionConstructor): Recognition {
  const recognition = new Constructor();
  recognition.lang = SPEECH_LANGUAGE;
  recognition.continuous = true;
  recognition.interimResults = true;
  return recognition;
}

/** Joins every result of a continuous session: the final parts, then the interim tail. */
export function transcriptOf(results: RecognitionResultList): string {
  let text = '';
  for (let i = 0; i < results.length; i += 1) text += results[i]?.[0]?.transcript ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

export function speechSynthesisSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/**
 * Reads `text` aloud in es-ES (with a Spanish voice when there is one); nothing happens where synthesis is
 * missing. What was being read stops, unless `queue` (the next sentence of the same reply).
 */
export function speak(text: string, { queue = false } = {}): void {
  if (!speechSynthesisSupported() || !text.trim()) return;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANGUAGE;
    const voice = window.speechSynthesis.getVoices().find((v) => v.lang === SPEECH_LANGUAGE || v.lang.startsWith('es'));
    if (voice) utterance.voice = voice;
    if (!queue) window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  } catch {
    // No voices: the text on screen is enough.
  }
}

export function stopSpeaking(): void {
  if (speechSynthesisSupported()) window.speechSynthesis.cancel();
}
