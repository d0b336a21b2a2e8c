import type { ClientAnswerInput } from '@clara/domain/chat/messages';
import type { ChatResponse } from '@clara/domain/interview/api';
import type { InterviewStatus } from '@clara/domain/interview/session';
import type { ChatStreamEvent } from '@clara/domain/interview/stream';
import { ApiRequestError } from '../../platform/api';
import { loadClientConfig } from '../../platform/config';
import { CHAT_TEXTS } from './rules/messages';

/**
 * A text message whose reply streams (POST /api/chat-stream at the `api` function's own URL, from
 * client-config.json's `aiFunctionUrl`: Hosting would buffer it). `onText` receives the reply so far as it
 * grows; the answer is POST /api/chat's. Failures throw ApiRequestError like callApi (a status and the server's
 * text; 0 for a connection that broke): a reply that failed midway was not stored. Null when the
 * configuration has no function URL: the caller sends through POST /api/chat.
 */
export async function sendStreamed(
  chatSessionId: string,
  message: string,
  status: InterviewStatus,
  onText: (text: string) => void,
  input?: ClientAnswerInput,
): Promise<ChatResponse | null> {
  const base = await loadClientConfig()
    .then((config) => config.aiFunctionUrl)
    .catch(() => undefined);
  if (!base) return null;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // App Check as callApi sends it (read inline, so a build without it bundles none of it).
  if (import.meta.env.VITE_APP_CHECK_SITE_KEY || import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN)
    Object.assign(headers, await (await import('../../platform/appCheck')).appCheckHeaders());
  let response: Response;
  try {
    response = await fetch(`${base.replace(/\/+$/, '')}/api/chat-stream`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message, chatSessionId, status, ...(input ? { input } : {}) }),
    });
  } catch (error) {
    throw new ApiRequestError(0, CHAT_TEXTS.connectionProblem, String(error));
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiRequestError(response.status, body?.error ?? `HTTP ${response.status}`, body as never);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      break;
    }
    if (chunk.done) break;
    buffered += decoder.decode(chunk.value, { stream: true });
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (!line) continue;
      const event = JSON.parse(line) as ChatStreamEvent;
      if (event.type === 'delta') {
        text += event.text;
        onText(text);
      } else if (event.type === 'done') {
        void reader.cancel().catch(() => undefined);
        return event.answer;
      } else throw new ApiRequestError(0, event.error);
    }
  }
  // The connection broke before the end: nothing was stored.
  throw new ApiRequestError(0, CHAT_TEXTS.connectionProblem);
}
