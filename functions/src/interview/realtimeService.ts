/**
 * Real-time voice interviews (issues 22 and 31), the server's part: the server takes part in the call. The
 * browser sends its WebRTC SDP offer (POST /api/realtime-call); the server makes the SDP exchange with the
 * Realtime API itself (`POST /v1/realtime/calls`, multipart `sdp` + `session`, with the API key: the key never
 * reaches the browser), reads the call id from the answer's `Location` header, and joins the same call through
 * the sideband WebSocket (`wss://…/v1/realtime?call_id=…`). From the sideband it records the transcript
 * (realtimeRecorder.ts); the browser only carries the audio and shows what the server stored.
 *
 * The request stays open while the call lasts (the function's timeout, index.ts, holds an interview; the
 * interview's own limit, REALTIME_MAX_MINUTES, comes first), streaming the SDP answer, then each stored turn.
 */
import WebSocket from 'ws';
import {
  ACCOMMODATION_ERRORS,
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  PRODUCT,
  REALTIME_END_TOOL,
  SPEECH_LANGUAGE,
  realtimeLimitMinutes,
} from '@clara/domain';
import type { ChatResponse } from '@clara/domain/interview/api';
import type { RealtimeCallEvent } from '@clara/domain/interview/stream';
import { ConflictError, UnavailableError, UpstreamError } from '@clara/domain/common/failures';
import { dataBlock, openAiEnabled } from '../ai/openai';
import { contextData } from '../conversation/contextData';
import { config } from '../platform/config';
import { log } from '../platform/log';
import { assertAcceptsMessages } from './chatService';
import { interviewerSystemPrompt } from './interviewer/prompts';
import { toConversationTurns } from './interviewer';
import { requireSession, type LocatedSession } from '../sessions/sessions';
import { recordCall } from './realtimeRecorder';
import { startRealtimeCall } from './realtimeTranscript';

/** How long the server waits for the sideband WebSocket to open before giving up on the call. */
const SIDEBAND_OPEN_MS = 15_000;

/** The Realtime API's base URL (the key's), for its HTTP calls and, as ws(s), its WebSocket. */
function realtimeBase(): string {
  return (config.openAi.baseUrl() ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
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

/** The Realtime session the call is created with: the interview's instructions, the end tool, transcription. */
export function realtimeSession(located: LocatedSession): Record<string, unknown> {
  const context = located.data.context;
  return {
    type: 'realtime',
    model: config.openAi.realtimeModel(),
    instructions: realtimeInstructions(
      interviewerSystemPrompt(context),
      contextData(context),
      toConversationTurns(located.data.chatHistory),
    ),
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
  };
}

/** The SDP exchange with the API key (the "unified interface"): the SDP answer and the call's id. */
async function createCall(sdp: string, session: Record<string, unknown>): Promise<{ sdp: string; callId: string }> {
  const form = new FormData();
  form.set('sdp', sdp);
  form.set('session', JSON.stringify(session));
  const response = await fetch(`${realtimeBase()}/realtime/calls`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${config.openAi.apiKey()}` },
    body: form,
    signal: AbortSignal.timeout(config.openAi.timeoutMs()),
  });
  const answer = await response.text();
  let location = '';
  response.headers.forEach((value, name) => {
    if (name === 'location') location = value;
  });
  const callId = location.split('/').pop() ?? '';
  if (!response.ok || !answer.startsWith('v=0') || !/^[A-Za-z0-9_-]{1,200}$/.test(callId))
    throw new Error(`Realtime call refused: HTTP ${response.status}`);
  return { sdp: answer, callId };
}

/** Joins the call's sideband with the API key; resolves once the WebSocket is open. */
function openSideband(callId: string): Promise<WebSocket> {
  const url = `${realtimeBase().replace(/^http/, 'ws')}/realtime?call_id=${encodeURIComponent(callId)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { Authorization: `Bearer ${config.openAi.apiKey()}` },
      handshakeTimeout: SIDEBAND_OPEN_MS,
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`Sideband refused: HTTP ${response.statusCode}`));
    });
  });
}

/** Ends the call for everyone (the time limit; the browser went away). Best effort. */
export async function hangUpCall(callId: string): Promise<void> {
  try {
    await fetch(`${realtimeBase()}/realtime/calls/${encodeURIComponent(callId)}/hangup`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.openAi.apiKey()}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    log.warn('Realtime hang-up failed', { error });
  }
}

/**
 * POST /api/realtime-call's producer: the exchange, the sideband, then the recording until the interview
 * ends. Failures before the SDP answer is written answer as an endpoint's error (nothing stored).
 */
export async function runRealtimeCall(
  input: { chatSessionId: string; sdp: string },
  events: { write(event: RealtimeCallEvent): void; signal: AbortSignal },
): Promise<ChatResponse> {
  if (!openAiEnabled()) throw new UnavailableError(INTERVIEW_ERRORS.realtimeUnavailable);
  const located = await requireSession(input.chatSessionId);
  assertAcceptsMessages(located.data);
  // Issue 33: the company accepted text instead of voice for this interview.
  if (located.data.adjustments?.textOnly) throw new ConflictError(ACCOMMODATION_ERRORS.textOnly);
  let call: { sdp: string; callId: string };
  let sideband: WebSocket;
  try {
    call = await createCall(input.sdp, realtimeSession(located));
  } catch (error) {
    log.error('Realtime call failed', { error });
    throw new UpstreamError(INTERVIEW_ERRORS.aiConnection);
  }
  try {
    sideband = await openSideband(call.callId);
  } catch (error) {
    // Without the sideband nothing would be recorded: the call is not kept.
    log.error('Realtime sideband failed', { error });
    await hangUpCall(call.callId);
    throw new UpstreamError(INTERVIEW_ERRORS.aiConnection);
  }
  await startRealtimeCall(located, call.callId);
  events.write({ type: 'answer', sdp: call.sdp });
  return recordCall({
    code: input.chatSessionId,
    callId: call.callId,
    sideband,
    signal: events.signal,
    onTurn: (answer) => events.write({ type: 'turn', answer }),
    hangUp: hangUpCall,
    limitMinutes: realtimeLimitMinutes(located.data.adjustments),
  });
}
