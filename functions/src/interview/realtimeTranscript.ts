/**
 * Real-time voice interviews (issue 22): the transcript the browser hears from the Realtime API's
 * transcription events, saved turn by turn to the interview's `chatHistory` (POST /api/realtime-turn), and the
 * end of the interview (Clara's closing marker, or the candidate's POST /api/realtime-end), which finishes it
 * as a text interview finishes: status Finished and its transcript; a company interview is analysed and its
 * application moved to Evaluar with the company's emails (analysisService, the path POST /api/analyze-chat
 * takes).
 *
 * A turn is appended once per `turnId` (a retried request answers the conversation unchanged), in the order
 * the turns arrive; the browser sends them one at a time.
 */
import {
  CONSENT_ERRORS,
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  countUserMessages,
  nowSeconds,
  stripDisableMarker,
  transcriptOf,
  withDisableMarker,
  type ChatMessage,
  type ChatResponse,
  type RealtimeTurnInput,
} from '@clara/domain';
import { ForbiddenError, UnavailableError, ValidationError } from '@clara/domain/common/failures';
import { openAiEnabled } from '../ai/openai';
import { db } from '../platform/firebase';
import { analyzeSession } from './analysisService';
import { assertAcceptsMessages, cleanUserText } from './chatService';
import { readSessionInTx, requireSession, updateSession } from '../sessions/sessions';

/** The stored text of a turn: the marker is Clara's alone, and only at the end of her closing turn. */
function turnText(input: RealtimeTurnInput): { text: string; closing: boolean } {
  if (input.speaker === 'candidate') return { text: cleanUserText(input.text), closing: false };
  const closing = input.text.includes(DISABLE_CHAT_MARKER);
  const text = stripDisableMarker(input.text).trim();
  return { text: closing && text ? withDisableMarker(text) : text, closing };
}

/** Real-time interviews exist only with the OpenAI key (DECISIONS.md): without it there is nothing to record. */
function assertRealtimeAvailable(): void {
  if (!openAiEnabled()) throw new UnavailableError(INTERVIEW_ERRORS.realtimeUnavailable);
}

export async function recordRealtimeTurn(input: RealtimeTurnInput): Promise<ChatResponse> {
  assertRealtimeAvailable();
  const { text, closing } = turnText(input);
  if (!text) throw new ValidationError(INTERVIEW_ERRORS.messageRequired, { text: INTERVIEW_ERRORS.messageRequired });
  const located = await requireSession(input.chatSessionId);
  const answer = await db().runTransaction(async (tx): Promise<ChatResponse> => {
    const session = await readSessionInTx(tx, located);
    // Sent again (a retry after a lost answer): stored once.
    if (session.chatHistory.some((message) => message.turnId === input.turnId))
      return { chatHistory: session.chatHistory, status: session.status };
    assertAcceptsMessages(session);
    const last = session.chatHistory.at(-1)?.timestamp ?? 0;
    const message: ChatMessage = {
      text,
      type: input.speaker === 'candidate' ? 'user' : 'system',
      timestamp: Math.max(Date.now(), last + 1),
      turnId: input.turnId,
      ...(input.speaker === 'candidate' ? { input: { source: 'voice' as const } } : {}),
    };
    const chatHistory = [...session.chatHistory, message];
    const now = nowSeconds();
    updateSession(tx, located, {
      chatHistory,
      status: 'In progress',
      interviewDate: session.interviewDate ?? now,
      updatedAt: now,
    });
    return { chatHistory, status: 'In progress' };
  });
  // Clara closed the interview (a retried closing turn finishes it too, if the first attempt could not).
  return closing ? endRealtimeInterview(input.chatSessionId) : answer;
}

/** Ends a real-time interview as a text interview ends; an interview already finished answers as it is. */
export async function endRealtimeInterview(code: string): Promise<ChatResponse> {
  assertRealtimeAvailable();
  const located = await requireSession(code);
  const session = located.data;
  if (session.status !== 'Finished') {
    const answers = countUserMessages(session.chatHistory);
    if (!session.isPractice && !session.consent && answers === 0)
      throw new ForbiddenError(CONSENT_ERRORS.noticeRequired);
    // A company interview is analysed as it ends (DECISIONS.md); a practice waits for "Analizar Entrevista".
    if (!session.isPractice && answers > 0) await analyzeSession(code, { finishing: true });
    else await markFinished(located);
  }
  const ended = await requireSession(code);
  return { chatHistory: ended.data.chatHistory, status: ended.data.status };
}

async function markFinished(located: Awaited<ReturnType<typeof requireSession>>): Promise<void> {
  await db().runTransaction(async (tx) => {
    const current = await readSessionInTx(tx, located);
    if (current.status === 'Finished') return;
    const now = nowSeconds();
    updateSession(tx, located, {
      status: 'Finished',
      transcription: transcriptOf(current.chatHistory),
      interviewDate: current.interviewDate ?? now,
      updatedAt: now,
    });
  });
}
