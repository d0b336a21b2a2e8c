import type { ClientAnswerInput } from '@clara/domain/chat/messages';
import type { ChatResponse } from '@clara/domain/interview/api';
import type { InterviewStatus } from '@clara/domain/interview/session';
import { chatStreamRoute } from '@clara/domain/interview/routes';
import { ApiRequestError } from '../../platform/api';
import { loadClientConfig } from '../../platform/config';
import { openStream } from '../../platform/stream';
import { CHAT_TEXTS } from './rules/messages';

/**
 * A text message whose reply streams (POST /api/chat-stream at the `aiApi` function's own URL, from
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
  let events: Awaited<ReturnType<typeof openStream<typeof chatStreamRoute>>>;
  try {
    events = await openStream(chatStreamRoute, {
      baseUrl: base,
      body: { message, chatSessionId, status, ...(input ? { input } : {}) },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 0)
      throw new ApiRequestError(0, CHAT_TEXTS.connectionProblem, error.message);
    throw error;
  }
  let text = '';
  try {
    for await (const event of events) {
      if (event.type === 'delta') {
        text += event.text;
        onText(text);
      } else if (event.type === 'done') return event.answer;
      else throw new ApiRequestError(0, event.error);
    }
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    // The read broke: handled below.
  }
  // The connection broke before the end: nothing was stored.
  throw new ApiRequestError(0, CHAT_TEXTS.connectionProblem);
}
