import type { ChatMessage } from '@clara/domain/chat/messages';
import type { ChatResponse, ChatSessionResponse } from '@clara/domain/interview/api';
import { ApiRequestError } from '../../platform/api';
import { rememberPractice } from '../../platform/practiceHistory';
import { interviewApi } from './api';
import { uploadErrorText } from './media/texts';
import { CHAT_TEXTS, hasAnalysisValue } from './rules/messages';

/** The conversation as the server keeps it (GET /api/chat/{code}). */
export type InterviewConversation = ChatSessionResponse;

/** A message as the chat view holds it: the server's, or a local one (a media upload on its way, a note). */
export type ViewMessage = ChatMessage & { pending?: boolean; local?: boolean; streaming?: boolean };

/** "Mi práctica": a finished practice is remembered on this device (its page fills in the rest from its code). */
export async function loadConversation(code: string): Promise<InterviewConversation> {
  const conversation = await interviewApi.getChat(code);
  if (conversation.isPractice && conversation.status === 'Finished') rememberPractice({ code });
  return conversation;
}

/** After an answer: the server's history and status. */
export const withAnswer = (conversation: InterviewConversation, answer: ChatResponse): InterviewConversation => ({
  ...conversation,
  chatHistory: answer.chatHistory,
  status: answer.status,
});

export const hasAnalysis = (conversation: InterviewConversation): boolean =>
  conversation.hasAnalysis || hasAnalysisValue(conversation.analysis);

/** The typewriter plays on Clara's reply when the history ends with one. */
export function replyTimestamp(history: readonly ChatMessage[]): number | null {
  const last = history.at(-1);
  return last && last.type === 'system' ? last.timestamp : null;
}

/** A local error-styled message (SPEC §8). */
export const errorNote = (text: string): ViewMessage => ({
  text,
  type: 'system',
  timestamp: Date.now(),
  isError: true,
  local: true,
});

/** A recording or file on its way: its placeholder in the conversation. */
export const mediaPlaceholder = (media: Pick<ChatMessage, 'mediaType' | 'mimeType' | 'duration'>): ViewMessage => ({
  text: '',
  type: 'user',
  timestamp: Date.now(),
  pending: true,
  local: true,
  ...media,
});

/**
 * SPEC §8, a failed send: a text stays, followed by 'Problema de conexión' (or the server's reason for a 4xx);
 * a media placeholder is replaced by the upload-failure text. Sending stays open.
 */
export function failureNotes(error: unknown, message: ChatMessage): ViewMessage[] {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const detail = error instanceof ApiRequestError ? error.message : undefined;
  if (message.mediaType) return [errorNote(uploadErrorText(status, detail))];
  const clientError = status >= 400 && status < 500;
  return [{ ...message, local: true }, errorNote(clientError && detail ? detail : CHAT_TEXTS.connectionProblem)];
}

/** Why the conversation could not be loaded: gone (404), or the server's reason, or the connection text. */
export function loadFailure(error: unknown): { notFound: boolean; text: string } {
  const status = error instanceof ApiRequestError ? error.status : 0;
  return {
    notFound: status === 404,
    text: error instanceof ApiRequestError && status !== 0 ? error.message : CHAT_TEXTS.connectionProblem,
  };
}
