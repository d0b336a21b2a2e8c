/** SPEC §3 Interview, Interview session and Chat message: the shapes shared by the API and the browser. */

export const INTERVIEW_STATUSES = ['Not Started', 'In progress', 'Finished'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Practice and company sessions are stored separately (SPEC §3). */
export const PRACTICE_INTERVIEWS = 'interviews';
export const COMPANY_INTERVIEWS = 'company_interviews';

/**
 * DECISIONS.md: the server appends this to Clara's last message; the client detects it, never shows it,
 * and disables the input.
 */
export const DISABLE_CHAT_MARKER = '[[FIN_ENTREVISTA]]';

export const INTERVIEW_FOCUSES = ['habilidades', 'experiencia', 'balanceada'] as const;
export type InterviewFocus = (typeof INTERVIEW_FOCUSES)[number];

export type MessageType = 'user' | 'system';

export interface ChatMessage {
  text: string;
  type: MessageType;
  /** Epoch milliseconds. */
  timestamp: number;
  isError?: boolean;
  /** Present on media messages (SPEC §3 Media message); the media itself is read from `media/{mediaId}`. */
  mediaType?: 'audio' | 'video';
  mediaId?: string;
  transcription?: string;
  mimeType?: string;
  duration?: number;
  sizeMB?: number;
  isLarge?: boolean;
  storeMethod?: 'inline' | 'chunked';
  totalChunks?: number;
}

export function hasDisableMarker(text: string): boolean {
  return text.includes(DISABLE_CHAT_MARKER);
}

export function stripDisableMarker(text: string): string {
  return text.replace(DISABLE_CHAT_MARKER, '').trimEnd();
}
