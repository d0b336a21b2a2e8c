/**
 * Real-time voice interviews (issues 22 and 31): the transcript the server heard on the call's sideband
 * (realtimeRecorder.ts), saved turn by turn to the interview's `chatHistory`, and the end of the interview
 * (Clara's `finalizar_entrevista`, the candidate's hang-up through POST /api/realtime-end, the time limit, or a
 * call that dropped), which finishes it as a text interview finishes: status Finished and its transcript; a
 * company interview is analysed and its application moved to Evaluar with the company's emails
 * (analysisService, the path POST /api/analyze-chat takes). The browser writes no turn.
 *
 * A turn is appended once per `turnId` (the Realtime API's item id). The first ending claims the end
 * (`realtime.endedBy`, in a transaction): another one arriving later changes nothing.
 */
import {
  CONSENT_ERRORS,
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  REALTIME_TEXTS,
  countUserMessages,
  nowSeconds,
  stripDisableMarker,
  stripInvisible,
  transcriptOf,
  type ChatMessage,
  type ChatResponse,
  type RealtimeEnding,
} from '@clara/domain';
import { ConflictError, ForbiddenError, UnavailableError } from '@clara/domain/common/failures';
import { openAiEnabled } from '../ai/openai';
import { db } from '../platform/firebase';
import { analyzeSession } from './analysisService';
import { assertAcceptsMessages, cleanUserText } from './chatService';
import { readSessionInTx, requireSession, updateSession, type LocatedSession } from '../sessions/sessions';

/** A turn heard on the sideband: the Realtime API's item id, who spoke, what the transcript says. */
export interface HeardTurn {
  turnId: string;
  speaker: 'candidate' | 'clara';
  text: string;
}

/** The stored text of a turn: never the closing marker (Clara ends a call with a function), no invisible characters. */
function turnText(turn: HeardTurn): string {
  const text = stripInvisible(turn.text);
  return turn.speaker === 'candidate'
    ? cleanUserText(text)
    : stripDisableMarker(text).split(DISABLE_CHAT_MARKER).join('').trim();
}

/** Real-time interviews exist only with the OpenAI key (DECISIONS.md): without it there is nothing to record. */
function assertRealtimeAvailable(): void {
  if (!openAiEnabled()) throw new UnavailableError(INTERVIEW_ERRORS.realtimeUnavailable);
}

/** The server joined a call for this interview: recorded (private), and the interview is under way. */
export async function startRealtimeCall(located: LocatedSession, callId: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const session = await readSessionInTx(tx, located);
    assertAcceptsMessages(session);
    const now = nowSeconds();
    updateSession(tx, located, {
      realtime: { callId, startedAt: now },
      status: 'In progress',
      interviewDate: session.interviewDate ?? now,
      updatedAt: now,
    });
  });
}

/**
 * Appends a turn the server heard; null when the interview no longer takes turns (it ended, or its end was
 * claimed) or the turn has no text. Stored once per turn id.
 */
export async function appendRealtimeTurn(code: string, turn: HeardTurn): Promise<ChatResponse | null> {
  const text = turnText(turn);
  if (!text) return null;
  const located = await requireSession(code);
  return db().runTransaction(async (tx): Promise<ChatResponse | null> => {
    const session = await readSessionInTx(tx, located);
    if (session.status === 'Finished' || session.realtime?.endedBy) return null;
    if (session.chatHistory.some((message) => message.turnId === turn.turnId)) return null;
    const last = session.chatHistory.at(-1)?.timestamp ?? 0;
    const message: ChatMessage = {
      text,
      type: turn.speaker === 'candidate' ? 'user' : 'system',
      timestamp: Math.max(Date.now(), last + 1),
      turnId: turn.turnId,
      ...(turn.speaker === 'candidate' ? { input: { source: 'voice' as const } } : {}),
    };
    const chatHistory = [...session.chatHistory, message];
    updateSession(tx, located, { chatHistory, updatedAt: nowSeconds() });
    return { chatHistory, status: session.status === 'Not Started' ? 'In progress' : session.status };
  });
}

/** The candidate's "Terminar entrevista" (POST /api/realtime-end): only an interview whose call the server joined. */
export async function hangUpRealtimeInterview(code: string): Promise<ChatResponse> {
  assertRealtimeAvailable();
  const located = await requireSession(code);
  if (!located.data.realtime) {
    if (located.data.status === 'Finished')
      return { chatHistory: located.data.chatHistory, status: located.data.status };
    throw new ConflictError(INTERVIEW_ERRORS.realtimeNoCall);
  }
  return endRealtimeInterview(code, 'candidate');
}

/**
 * Ends a real-time interview as a text interview ends, once: the first ending claims it (`realtime.endedBy`);
 * an interview already finished or claimed answers as it is. A cut call's transcript says where it was cut.
 */
export async function endRealtimeInterview(code: string, endedBy: RealtimeEnding): Promise<ChatResponse> {
  const located = await requireSession(code);
  const claimed = await db().runTransaction(async (tx) => {
    const session = await readSessionInTx(tx, located);
    if (session.status === 'Finished' || !session.realtime || session.realtime.endedBy) return false;
    const answers = countUserMessages(session.chatHistory);
    if (!session.isPractice && !session.consent && answers === 0)
      throw new ForbiddenError(CONSENT_ERRORS.noticeRequired);
    updateSession(tx, located, { realtime: { ...session.realtime, endedBy }, updatedAt: nowSeconds() });
    return true;
  });
  if (claimed) {
    const session = (await requireSession(code)).data;
    // A company interview is analysed as it ends (DECISIONS.md); a practice waits for "Analizar Entrevista".
    if (!session.isPractice && countUserMessages(session.chatHistory) > 0)
      await analyzeSession(code, { finishing: true });
    else await markFinished(located);
    if (endedBy === 'cut') await noteCut(located);
  }
  const ended = await requireSession(code);
  return { chatHistory: ended.data.chatHistory, status: ended.data.status };
}

async function markFinished(located: LocatedSession): Promise<void> {
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

/** The transcript of a cut call ends saying so, for whoever reads it. */
async function noteCut(located: LocatedSession): Promise<void> {
  await db().runTransaction(async (tx) => {
    const current = await readSessionInTx(tx, located);
    if (current.transcription.endsWith(REALTIME_TEXTS.cutNote)) return;
    const transcription = [current.transcription || transcriptOf(current.chatHistory), REALTIME_TEXTS.cutNote]
      .filter(Boolean)
      .join('\n\n');
    updateSession(tx, located, { transcription });
  });
}
