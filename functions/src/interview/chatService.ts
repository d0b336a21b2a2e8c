/**
 * Recording the candidate's messages and Clara's replies.
 *
 * Concurrency: the interviewer's reply is computed outside any transaction (an AI call must never hold a
 * transaction open), then a transaction re-reads the session and appends [message, reply] only if the
 * history is still the one the reply was computed from; otherwise the reply is recomputed from the new
 * history. Two messages sent at once are therefore both kept, in order, each followed by its own reply.
 *
 * A company interview that ends in this request is finished, analysed and its application moved to
 * Evaluar in the same transaction that records Clara's final message (DECISIONS.md).
 *
 * Streamed replies (POST /api/chat-stream) go through the same path with a `LiveReply`: the reply's pieces
 * reach the candidate as they are generated, and the message and the whole reply are stored once, at the
 * end, exactly as without streaming. A reply that fails or is cut off (or whose candidate went away)
 * stores nothing: the conversation stays as it was, and sending again is safe.
 */
import { log } from '../platform/log';
import {
  ACCOMMODATION_ERRORS,
  CHAT_MAX_USER_MESSAGES_PER_SESSION,
  CONSENT_ERRORS,
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  countUserMessages,
  nowSeconds,
  stripDisableMarker,
  transcriptOf,
  withDisableMarker,
  type AnalysisResult,
  type ChatMessage,
  type ChatMessageInput,
  type ChatResponse,
  type InterviewSessionDocument,
} from '@clara/domain';
import { analyzeWithFallback } from '../analysis';
import {
  ConflictError,
  ForbiddenError,
  TooManyError,
  UnavailableError,
  UpstreamError,
  ValidationError,
} from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { moveToEvaluar, notifyInterviewFinished, readApplication } from './applicationProgress';
import type { AgentReply, LiveReply } from '../ai/types';
import { interviewer, toConversationTurns } from './interviewer';
import { readSessionInTx, requireSession, updateSession, type LocatedSession } from '../sessions/sessions';

/** Attempts before giving up on a session that keeps changing under us. */
const MAX_ATTEMPTS = 6;

export function assertAcceptsMessages(session: InterviewSessionDocument): void {
  if (session.status === 'Finished') throw new ConflictError(INTERVIEW_ERRORS.finished);
  // Issue 33: the candidate paused it while the company answers their request; it resumes with the same code.
  if (session.paused) throw new ConflictError(ACCOMMODATION_ERRORS.paused);
  // Issue 10: a company interview's first message needs the candidate's recorded consent to the notice
  // (interviews already under way before the notice existed go on).
  if (!session.isPractice && !session.consent && countUserMessages(session.chatHistory) === 0)
    throw new ForbiddenError(CONSENT_ERRORS.noticeRequired);
  // Issue 33: and the AI notice acknowledged, whatever the path of the first turn (text, streamed, recorded,
  // real-time): the page shows it, the server refuses a first turn without it (nothing is written).
  if (!session.isPractice && !session.aiNotice && countUserMessages(session.chatHistory) === 0)
    throw new ConflictError(ACCOMMODATION_ERRORS.noticeRequired);
  if (countUserMessages(session.chatHistory) >= CHAT_MAX_USER_MESSAGES_PER_SESSION)
    throw new TooManyError(INTERVIEW_ERRORS.tooManyMessages);
}

/** The candidate's text as stored: the marker is Clara's alone. */
export function cleanUserText(text: string): string {
  return text.split(DISABLE_CHAT_MARKER).join('').trim();
}

interface Turn {
  reply: ChatMessage;
  done: boolean;
  analysis: AnalysisResult | null;
  /** A question about the role Clara could not answer from the vacancy text, noted for the recruiter. */
  candidateQuestion?: string;
}

/** Nobody waits for a streamed reply any more: nothing is stored. */
function assertStillWanted(live: LiveReply | undefined): void {
  if (live?.signal?.aborted) throw new UnavailableError(INTERVIEW_ERRORS.aiConnection);
}

async function computeTurn(session: InterviewSessionDocument, history: ChatMessage[], live?: LiveReply): Promise<Turn> {
  const timestamp = Date.now();
  let reply: ChatMessage;
  let done: boolean;
  let answer: AgentReply;
  try {
    answer = await interviewer().reply(session.context, toConversationTurns(history), live);
    done = answer.done;
    reply = {
      text: done ? withDisableMarker(answer.text) : stripDisableMarker(answer.text),
      type: 'system',
      timestamp,
    };
  } catch (error) {
    log.error('Interviewer failed', { error });
    // Streamed: part of the reply may be on the candidate's screen; store nothing, they send again.
    if (live) throw new UpstreamError(INTERVIEW_ERRORS.aiConnection);
    return {
      reply: { text: INTERVIEW_ERRORS.aiConnection, type: 'system', timestamp, isError: true },
      done: false,
      analysis: null,
    };
  }
  // Only a company interview is analysed as it ends; a practice waits for "Analizar Entrevista".
  assertStillWanted(live);
  const analysis =
    done && !session.isPractice
      ? await analyzeWithFallback(session.context, toConversationTurns([...history, reply]))
      : null;
  return { reply, done, analysis, candidateQuestion: session.isPractice ? undefined : answer.candidateQuestion };
}

/** Timestamps that never go backwards within the history. */
function ordered(history: ChatMessage[], message: ChatMessage, reply: ChatMessage): [ChatMessage, ChatMessage] {
  const last = history.at(-1)?.timestamp ?? 0;
  const user = { ...message, timestamp: Math.max(message.timestamp, last + 1) };
  return [user, { ...reply, timestamp: Math.max(reply.timestamp, user.timestamp + 1) }];
}

/**
 * Appends the candidate's message (text or media) and Clara's reply. `expectedLength` null skips the
 * history check (used only for the error reply after contention).
 */
async function commit(
  located: LocatedSession,
  expectedLength: number | null,
  message: ChatMessage,
  turn: Turn,
  live?: LiveReply,
): Promise<ChatResponse | null> {
  let finished: InterviewSessionDocument | null = null;
  const result = await db().runTransaction(async (tx): Promise<ChatResponse | null> => {
    finished = null;
    assertStillWanted(live);
    const session = await readSessionInTx(tx, located);
    assertAcceptsMessages(session);
    if (expectedLength !== null && session.chatHistory.length !== expectedLength) return null;
    const finishing = turn.done;
    const applicationId = !session.isPractice && finishing ? session.applicationId : undefined;
    const application = applicationId ? await readApplication(tx, applicationId) : null;
    // Writes only after every read.
    const now = nowSeconds();
    const chatHistory = [...session.chatHistory, ...ordered(session.chatHistory, message, turn.reply)];
    const status = finishing ? 'Finished' : 'In progress';
    const update: Partial<InterviewSessionDocument> = {
      chatHistory,
      status,
      interviewDate: session.interviewDate ?? now,
      updatedAt: now,
    };
    if (finishing) update.transcription = transcriptOf(chatHistory);
    if (turn.analysis)
      Object.assign(update, {
        analysis: turn.analysis,
        score: turn.analysis.score,
        overall: turn.analysis.evaluationSummary,
      });
    if (turn.candidateQuestion)
      update.candidateQuestions = [
        ...(session.candidateQuestions ?? []),
        { question: turn.candidateQuestion, date: now },
      ];
    updateSession(tx, located, update);
    const progress = {
      finished: finishing,
      analysis: turn.analysis,
      action: live ? 'POST /api/chat-stream' : 'POST /api/chat',
    };
    if (application && moveToEvaluar(tx, application, now, progress)) finished = session;
    return { chatHistory, status };
  });
  // This request finished the company interview (the application moved to Evaluar): the company hears.
  if (finished) await notifyInterviewFinished(finished, located.code);
  return result;
}

/**
 * Records one message of the candidate and Clara's reply; answers the whole history. With `live`, the reply
 * streams as it is generated (a reply recomputed because the session changed meanwhile does not stream
 * again: the final answer carries it).
 */
export async function recordUserMessage(
  code: string,
  message: ChatMessage,
  located?: LocatedSession,
  live?: LiveReply,
): Promise<ChatResponse> {
  let current = located ?? (await requireSession(code));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) current = await requireSession(code);
    assertAcceptsMessages(current.data);
    const base = current.data.chatHistory;
    const quiet = live && attempt > 0 ? { ...live, onDelta: () => undefined } : live;
    const turn = await computeTurn(current.data, [...base, message], quiet);
    const result = await commit(current, base.length, message, turn, live);
    if (result) return result;
  }
  // The session kept changing: keep the message with an error reply; sending again works.
  const busy: Turn = {
    reply: { text: INTERVIEW_ERRORS.busy, type: 'system', timestamp: Date.now(), isError: true },
    done: false,
    analysis: null,
  };
  return (await commit(current, null, message, busy))!;
}

/** POST /api/chat, and POST /api/chat-stream with `live`: the same input, stored the same way. */
export async function sendChatMessage(body: ChatMessageInput, live?: LiveReply): Promise<ChatResponse> {
  const clean = cleanUserText(body.message);
  if (!clean)
    throw new ValidationError(INTERVIEW_ERRORS.messageRequired, { message: INTERVIEW_ERRORS.messageRequired });
  const message: ChatMessage = {
    text: clean,
    type: 'user',
    timestamp: Date.now(),
    ...(body.input ? { input: body.input } : {}),
  };
  return recordUserMessage(body.chatSessionId, message, undefined, live);
}
