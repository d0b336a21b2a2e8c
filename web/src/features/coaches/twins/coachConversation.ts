import { COACH_TEXTS, type CoachName } from '@clara/domain/coaches/model';
import type { ChatMessage } from '@clara/domain/chat/messages';
import { ApiRequestError } from '../../../platform/api';
import { localStore } from '../../../platform/storage';
import { coachesApi } from '../api';

/** Which conversation the page opens: the stored one, a code (from 'Ir a la Sesión' or a link), or a new one. */
export type CoachTarget =
  { kind: 'resume' } | { kind: 'code'; code: string; at: number } | { kind: 'new'; topic?: string; at: number };

export interface CoachConversation {
  sessionId: string;
  chatHistory: ChatMessage[];
  /** Said once when a code from a link no longer exists and a new session was started instead. */
  notice: string;
  /** A first message to send at once (a competency from "Cómo mejorar", issue 12). */
  topic?: string;
}

/** Opens the target's conversation, kept per coach name on this device; a missing or malformed code starts a new one. */
export async function openCoachConversation(
  coachName: CoachName,
  coachId: string,
  storageKey: string,
  target: CoachTarget,
): Promise<CoachConversation> {
  const code = target.kind === 'code' ? target.code : target.kind === 'resume' ? localStore.get(storageKey) : null;
  if (code) {
    try {
      const loaded = await coachesApi.history(coachName, coachId, code);
      if (loaded.chatSessionExists) {
        localStore.set(storageKey, code);
        return { sessionId: code, chatHistory: loaded.chatHistory, notice: '' };
      }
    } catch (error) {
      // 400 is a malformed code (e.g. edited by hand): start over like a missing one.
      if (!(error instanceof ApiRequestError && error.status === 400)) throw error;
    }
  }
  localStore.remove(storageKey);
  const { chatSessionId } = await coachesApi.generateCode(coachId);
  const loaded = await coachesApi.history(coachName, coachId, chatSessionId);
  localStore.set(storageKey, chatSessionId);
  return {
    sessionId: chatSessionId,
    chatHistory: loaded.chatHistory,
    notice: code && target.kind === 'code' ? COACH_TEXTS.sessionMissing : '',
    ...(target.kind === 'new' && target.topic ? { topic: target.topic } : {}),
  };
}

/** What a failed message says under it: the server's reason for a 4xx (but 404), else a connection problem. */
export function coachSendError(error: unknown): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 404
    ? error.message
    : COACH_TEXTS.connectionProblem;
}
