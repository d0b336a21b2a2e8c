/**
 * A chat's messages as the interview, the coaches and the job-description assistant store and show them, and
 * what the analysis reads of them. Below interview/ and analysis/, which both use them.
 */

/**
 * How the web app says an answer was written, sent with the message and stored on it. A client that sends
 * nothing is unknown; dictated and recorded answers are neither pasted nor typed.
 */
export interface AnswerInput {
  source: 'keyboard' | 'voice' | 'media';
  /** Text was pasted into the answer (older clients; the rule reads `pastedChars`). */
  pasted?: boolean;
  /** Characters pasted into the answer, links and figures not counted (`pastedCharsOf`). */
  pastedChars?: number;
  /** The answer's length when it was sent, as the composer counted it. */
  answerChars?: number;
  /** Milliseconds from the first keystroke (or paste) to sending. */
  typingMs?: number;
}

/** What the web app reports with a typed or dictated message (recorded answers are marked by the server). */
export type ClientAnswerInput = AnswerInput & { source: 'keyboard' | 'voice' };

/**
 * DECISIONS.md: the server appends this to Clara's last message; the client detects it, never shows it,
 * and disables the input.
 */
export const DISABLE_CHAT_MARKER = '[[FIN_ENTREVISTA]]';

export type MessageType = 'user' | 'system';
export const MEDIA_TYPES = ['audio', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaStoreMethod = 'inline' | 'chunked';

export interface ChatMessage {
  text: string;
  type: MessageType;
  /** Epoch milliseconds. */
  timestamp: number;
  isError?: boolean;
  /** Present on media messages (SPEC §3 Media message); the media itself is read from `media/{mediaId}`. */
  mediaType?: MediaType;
  mediaId?: string;
  /** What Clara heard; '' when no transcriber is configured or it failed (then `text` carries a note). */
  transcription?: string;
  mimeType?: string;
  /** Seconds. */
  duration?: number;
  sizeMB?: number;
  /** True when the media is stored in chunks (load on demand: SPEC's "load now" state). */
  isLarge?: boolean;
  storeMethod?: MediaStoreMethod;
  totalChunks?: number;
  encoding?: 'base64';
  /** The candidate's typed or dictated messages: how the web app says it was written (absent: unknown). */
  input?: AnswerInput;
  /** A turn of a real-time voice interview: its id, so a turn sent twice is stored once. */
  turnId?: string;
}

export function hasDisableMarker(text: string): boolean {
  return text.includes(DISABLE_CHAT_MARKER);
}

export function stripDisableMarker(text: string): string {
  return text.split(DISABLE_CHAT_MARKER).join('').trimEnd();
}

/** Appends the marker to Clara's closing message (exactly once, at the end). */
export function withDisableMarker(text: string): string {
  return `${stripDisableMarker(text)} ${DISABLE_CHAT_MARKER}`;
}

/** A question of the candidate Clara left for the recruiter. */
export interface CandidateQuestion {
  question: string;
  /** Epoch seconds. */
  date: number;
}
