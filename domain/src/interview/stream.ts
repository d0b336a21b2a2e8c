import type { ChatResponse } from './api';

/**
 * POST /api/chat-stream's answer: one JSON event per line (NDJSON). Errors found before the reply starts
 * (validation, unknown code, a finished interview, limits) answer as any endpoint does, with their status
 * and `{ error }`; once the stream has started, a failure is its last event and nothing was stored.
 */
export type ChatStreamEvent =
  /** The next piece of Clara's reply, as generated (never the disable-chat marker). */
  | { type: 'delta'; text: string }
  /** The message and the reply are stored: the answer POST /api/chat would have given. */
  | { type: 'done'; answer: ChatResponse }
  /** The reply could not be completed: the conversation is as it was before the message. */
  | { type: 'error'; error: string };

export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson';

/**
 * POST /api/realtime-call's answer (NDJSON, issue 31): the Realtime API's SDP answer for the browser's peer
 * connection, then the conversation each time the server stored a turn it heard on the sideband, and last the
 * conversation as the interview ended (Clara's `finalizar_entrevista`, the candidate's hang-up, the time limit,
 * or a call that dropped: ended with what was recorded). Errors before the SDP answer answer as any endpoint
 * does; after it, a failure is the last event.
 */
export type RealtimeCallEvent =
  | { type: 'answer'; sdp: string }
  | { type: 'turn'; answer: ChatResponse }
  | { type: 'done'; answer: ChatResponse }
  | { type: 'error'; error: string };
