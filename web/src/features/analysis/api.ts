import type { ChatMessage } from '@clara/domain/chat/messages';
import { CHAT_SESSION_ADDRESS } from '@clara/domain/interview/routeAddresses';
import type { chatSessionRoute } from '@clara/domain/interview/routes';
import { ANALYSIS_TEXTS } from '@clara/domain/analysis/texts';
import { ApiRequestError, callApi, callRoute, checkedAnswer } from '../../platform/api';
import type { PracticeEntry } from '../../platform/practiceHistory';

/** What the analysis page needs of a session. */
export interface AnalysisSource {
  isPractice: boolean;
  /** Object, JSON text (maybe fenced) or null. */
  analysis: unknown;
  /** Company interviews: the analysis is read by members only (loadCompanyAnalysis); this says if it is complete. */
  complete?: boolean;
  /** The transcript the analysis quotes (readable by code for both kinds). */
  chatHistory: ChatMessage[];
  /** Practice read by code: what "Mi práctica" keeps of it on this device. */
  entry?: Omit<PracticeEntry, 'savedAt'>;
}

/**
 * The session of a code through GET /api/chat/{code}, the page's one read (issue 21), started by the page's HTML
 * when it can be: no Firebase SDK and no zod on the way to the report (the Firestore read by code it replaced
 * loaded Firebase's app and Firestore SDKs first). It tells a practice from a company interview, whose analysis
 * it never answers (COMMON decision 1).
 */
export async function loadAnalysisSource(code: string): Promise<AnalysisSource> {
  const definition = async () => (await import('@clara/domain/interview/routes')).chatSessionRoute;
  try {
    const prefetched = await takePrefetchedSession(code);
    const session = prefetched
      ? await checkedAnswer(definition, prefetched)
      : await callRoute<typeof chatSessionRoute>(CHAT_SESSION_ADDRESS, definition, {
          params: { chatSessionId: code },
        });
    const isPractice = session.isPractice !== false;
    return {
      isPractice,
      analysis: session.analysis ?? null,
      complete: Boolean(session.hasAnalysis) || session.status === 'Finished',
      chatHistory: session.chatHistory ?? [],
      ...(isPractice ? { entry: { code, ...session.practice } } : {}),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw new Error(ANALYSIS_TEXTS.notFound, { cause: error });
    throw error;
  }
}

/**
 * The answer of the read web/public/first-view-report.js started with the page's HTML, taken once and only for
 * this code; undefined when there is none or it failed (the page then calls the API itself, with its errors).
 */
async function takePrefetchedSession(code: string): Promise<unknown> {
  const holder = window as unknown as { __claraReport?: { code: string; response: Promise<Response> } };
  const started = holder.__claraReport;
  delete holder.__claraReport;
  if (started?.code !== code) return undefined;
  try {
    const response = await started.response;
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §7: 201 means success. */
export async function submitFeedback(chatSessionId: string, feedback: 'Si' | 'No'): Promise<void> {
  const { submitFeedbackRoute } = await import('@clara/domain/interview/routes');
  await callApi(submitFeedbackRoute, { body: { chatSessionId, feedback } });
}
