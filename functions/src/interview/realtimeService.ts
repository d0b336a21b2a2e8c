/**
 * Real-time voice interviews (issue 22), the server's part: a short-lived client secret for OpenAI's Realtime
 * API (`POST /v1/realtime/client_secrets`), created with the interview's own instructions (the text
 * interviewer's prompt and rules, the interview's data as data, the conversation so far), so the browser can
 * connect over WebRTC without ever holding the API key. The model is the OPENAI_REALTIME_MODEL param; the
 * candidate's speech is transcribed in Spanish by the transcription model.
 */
import { log } from '../platform/log';
import { DISABLE_CHAT_MARKER, INTERVIEW_ERRORS, PRODUCT, REALTIME_END_TOOL, SPEECH_LANGUAGE } from '@clara/domain';
import type { RealtimeSessionResponse } from '@clara/domain/interview/responses';
import { UnavailableError, UpstreamError } from '@clara/domain/common/failures';
import { dataBlock, openAiClient, openAiEnabled } from '../ai/openai';
import { contextData } from '../conversation/contextData';
import { config } from '../platform/config';
import { assertAcceptsMessages } from './chatService';
import { interviewerSystemPrompt } from './interviewer/prompts';
import { toConversationTurns } from './interviewer';
import { requireSession } from '../sessions/sessions';

/** A secret is good for starting a session within this many seconds (the session may run longer). */
const SECRET_SECONDS = 120;

/** The Realtime API's WebRTC endpoint the browser sends its SDP offer to, on the same base URL as the key's calls. */
export function realtimeCallsUrl(baseUrl: string | undefined, model: string): string {
  const base = (baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  return `${base}/realtime/calls?model=${encodeURIComponent(model)}`;
}

/** The Realtime session's instructions: the text interviewer's, with the data and the conversation so far. */
export function realtimeInstructions(
  system: string,
  data: string | undefined,
  turns: Array<{ role: string; text: string }>,
): string {
  const conversation = turns.map((turn) => `${turn.role === 'assistant' ? PRODUCT.name : 'Candidato'}: ${turn.text}`);
  return [
    system,
    '- Esta entrevista es por voz y en tiempo real: habla con frases breves y naturales, en español.',
    `- Por voz no pronuncies ${DISABLE_CHAT_MARKER}: cuando debas terminar, despídete y llama a la función ${REALTIME_END_TOOL}.`,
    ...(data ? [dataBlock(data)] : []),
    ...(conversation.length
      ? [`CONVERSACIÓN HASTA AHORA (continúa desde aquí):\n${dataBlock(conversation.join('\n'))}`]
      : []),
  ].join('\n\n');
}

export async function createRealtimeSession(code: string): Promise<RealtimeSessionResponse> {
  if (!openAiEnabled()) throw new UnavailableError(INTERVIEW_ERRORS.realtimeUnavailable);
  const located = await requireSession(code);
  assertAcceptsMessages(located.data);
  const context = located.data.context;
  const model = config.openAi.realtimeModel();
  const instructions = realtimeInstructions(
    interviewerSystemPrompt(context),
    contextData(context),
    toConversationTurns(located.data.chatHistory),
  );
  try {
    const openai = await openAiClient();
    const secret = await openai.realtime.clientSecrets.create({
      expires_after: { anchor: 'created_at', seconds: SECRET_SECONDS },
      session: {
        type: 'realtime',
        model,
        instructions,
        tools: [
          {
            type: 'function',
            name: REALTIME_END_TOOL,
            description: 'Termina la entrevista después de que te hayas despedido del candidato.',
            parameters: { type: 'object', properties: {} },
          },
        ],
        audio: {
          input: {
            transcription: { model: config.openAi.transcriptionModel(), language: SPEECH_LANGUAGE.split('-')[0] },
          },
        },
      },
    });
    return {
      clientSecret: secret.value,
      expiresAt: secret.expires_at,
      model,
      callsUrl: realtimeCallsUrl(config.openAi.baseUrl(), model),
    };
  } catch (error) {
    log.error('Realtime client secret failed', { error });
    throw new UpstreamError(INTERVIEW_ERRORS.aiConnection);
  }
}
