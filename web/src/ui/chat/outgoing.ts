import type { ChatMessage } from '@clara/domain/interview/session';

/**
 * The rules of a chat's outgoing message, free of React so they are unit-tested: the user's message shows at
 * once while it is sent, stays (marked failed, with a retry) when the send fails, and a 409 (another tab
 * changed the conversation) reloads the conversation instead.
 */
export interface Outgoing {
  message: ChatMessage;
  state: 'sending' | 'failed';
}

/** What the list shows: the stored conversation, then the message on its way (or the one that failed). */
export function visibleHistory(stored: readonly ChatMessage[], outgoing: Outgoing | null): ChatMessage[] {
  return outgoing ? [...stored, outgoing.message] : [...stored];
}

/** The message a text sends, or null when it must not be sent (blank, one on its way or failed, chat closed). */
export function outgoingFor(
  text: string,
  state: { outgoing: Outgoing | null; active: boolean },
  now = Date.now(),
): ChatMessage | null {
  const message = text.trim();
  if (!message || state.outgoing || !state.active) return null;
  return { text: message, type: 'user', timestamp: now };
}

/** A failed send: kept for a retry, or, when another tab changed the conversation (409), reloaded. */
export function afterFailure(error: unknown): 'keep' | 'reload' {
  return statusOf(error) === 409 ? 'reload' : 'keep';
}

function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}
