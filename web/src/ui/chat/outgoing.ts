import type { ChatMessage } from '@clara/domain/chat/messages';

/**
 * The rules of a chat's outgoing message, free of React so they are unit-tested: the user's message shows at
 * once while it is sent, stays (marked failed, with a retry) when the send fails, and a 409 (another tab
 * changed the conversation) reloads the conversation instead.
 */
export interface Outgoing {
  message: ChatMessage;
  state: 'sending' | 'failed';
}

/**
 * What the list shows: the stored conversation, the local notes (see `Notes`), then the message on its way (or
 * the one that failed).
 */
export function visibleHistory(
  stored: readonly ChatMessage[],
  outgoing: Outgoing | null,
  notes: readonly ChatMessage[] = [],
): ChatMessage[] {
  return outgoing ? [...stored, ...notes, outgoing.message] : [...stored, ...notes];
}

/**
 * Local messages the server does not keep (a failed send shown as an error-styled note, a file that could not
 * be read): shown after the conversation they were added to, until the server's conversation next changes
 * (a reply, a reload), which replaces them as the interview always did.
 */
export interface Notes<TData> {
  base: TData | undefined;
  list: ChatMessage[];
}

export const noNotes = <TData>(): Notes<TData> => ({ base: undefined, list: [] });

/** The notes still shown over `data`. */
export const currentNotes = <TData>(notes: Notes<TData>, data: TData | undefined): ChatMessage[] =>
  data !== undefined && notes.base === data ? notes.list : [];

export const addNotes = <TData>(notes: Notes<TData>, data: TData | undefined, added: ChatMessage[]): Notes<TData> => ({
  base: data,
  list: [...currentNotes(notes, data), ...added],
});

/** Whether anything may be sent now: the conversation is open and no message is on its way or failed. */
export const canSendNow = (state: { outgoing: Outgoing | null; active: boolean }): boolean =>
  !state.outgoing && state.active;

/** The message a text sends, or null when it must not be sent (blank, one on its way or failed, chat closed). */
export function outgoingFor(
  text: string,
  state: { outgoing: Outgoing | null; active: boolean },
  now = Date.now(),
): ChatMessage | null {
  const message = text.trim();
  if (!message || !canSendNow(state)) return null;
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
