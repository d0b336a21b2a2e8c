/**
 * POST /api/analyze-chat: the analysis of an interview, generated once and stored on the session
 * (analysis, score, overall). A practice can be analysed as soon as it has an answer (the interview then
 * concludes); a company interview is analysed when it finishes (DECISIONS.md), so this only answers its
 * stored analysis, generating it if a finished one lacks it.
 */
import { log } from '../platform/log';
import {
  INTERVIEW_ERRORS,
  countUserMessages,
  nowSeconds,
  transcriptOf,
  type AnalysisResult,
  type AnalyzeChatResponse,
  type InterviewSessionDocument,
} from '@clara/domain';
import { NothingToAnalyzeError, analyzeWithFallback, analyzer } from '../analysis';
import { ConflictError, UpstreamError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { moveToEvaluar, notifyInterviewFinished, readApplication } from './applicationProgress';
import { toConversationTurns } from './interviewer';
import { readSessionInTx, requireSession, updateSession, type LocatedSession } from '../sessions/sessions';

const answer = (session: InterviewSessionDocument, analysis: AnalysisResult): AnalyzeChatResponse => ({
  analysis,
  score: analysis.score,
  status: session.status,
});

const MAX_ATTEMPTS = 4;

/**
 * The analysis and whether the interview is a practice (a company's analysis is for the company only).
 * `finishing`: the interview ends with this analysis (a real-time interview the candidate or Clara ended),
 * so a company interview not yet Finished is analysed, finished and moved to Evaluar here.
 */
export async function analyzeSession(
  code: string,
  { finishing = false } = {},
): Promise<{ isPractice: boolean; result: AnalyzeChatResponse }> {
  for (let attempt = 0; ; attempt += 1) {
    const located = await requireSession(code);
    const result = await tryAnalyze(located, attempt === MAX_ATTEMPTS - 1, finishing);
    if (result) return { isPractice: located.data.isPractice, result };
  }
}

/** One attempt: null when the chat changed while the analysis was being computed (then it is recomputed). */
async function tryAnalyze(
  located: LocatedSession,
  lastAttempt: boolean,
  finishing: boolean,
): Promise<AnalyzeChatResponse | null> {
  const session = located.data;
  if (session.analysis) return answer(session, session.analysis);
  if (!session.isPractice && session.status !== 'Finished' && !finishing)
    throw new ConflictError(INTERVIEW_ERRORS.companyNotFinished);
  if (countUserMessages(session.chatHistory) === 0) throw new ConflictError(INTERVIEW_ERRORS.nothingToAnalyze);

  const turns = toConversationTurns(session.chatHistory);
  let analysis: AnalysisResult;
  try {
    analysis = session.isPractice
      ? await analyzer().analyze(session.context, turns)
      : await analyzeWithFallback(session.context, turns);
  } catch (error) {
    if (error instanceof NothingToAnalyzeError) throw new ConflictError(INTERVIEW_ERRORS.nothingToAnalyze);
    log.error('Analysis failed', { error });
    throw new UpstreamError(INTERVIEW_ERRORS.analysisFailed);
  }

  let finished: InterviewSessionDocument | null = null;
  const result = await db().runTransaction(async (tx) => {
    finished = null;
    const current = await readSessionInTx(tx, located);
    // A concurrent request stored one first: that one stands.
    if (current.analysis) return answer(current, current.analysis);
    if (current.chatHistory.length !== session.chatHistory.length && !lastAttempt) return null;
    const application =
      !current.isPractice && current.applicationId ? await readApplication(tx, current.applicationId) : null;
    const now = nowSeconds();
    updateSession(tx, located, {
      analysis,
      score: analysis.score,
      overall: analysis.evaluationSummary,
      status: 'Finished',
      transcription: transcriptOf(current.chatHistory),
      updatedAt: now,
    });
    const progress = {
      finished: current.status !== 'Finished',
      analysis,
      action: finishing ? 'realtime' : 'POST /api/analyze-chat',
    };
    if (application && moveToEvaluar(tx, application, now, progress)) finished = current;
    return { analysis, score: analysis.score, status: 'Finished' as const };
  });
  if (finished) await notifyInterviewFinished(finished, located.code);
  return result;
}
