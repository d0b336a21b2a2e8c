import {
  COMPANY_INTERVIEWS,
  PRACTICE_INTERVIEWS,
  type PracticeInterviewDocument,
} from '@clara/domain/interview/session';
import { type ChatMessage } from '@clara/domain/chat/messages';
import { ApiRequestError, callApi } from '../../platform/api';
import { readDocument } from '../../platform/firestore';
import { ANALYSIS_TEXTS } from '@clara/domain/analysis/texts';
import { entryFromDocument, type PracticeEntry } from '../../platform/practiceHistory';

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

interface SessionDoc extends Partial<Omit<PracticeInterviewDocument, 'analysis' | 'chatHistory' | 'status'>> {
  analysis?: unknown;
  chatHistory?: ChatMessage[];
  status?: string;
  hasAnalysis?: boolean;
}

/**
 * SPEC §7: direct reads by code tell practice (`interviews`) from company (`company_interviews`)
 * sessions and give the analysis. When the reads cannot answer (Firestore unreachable), the API's
 * GET /api/chat/{code} is asked instead.
 */
export async function loadAnalysisSource(code: string): Promise<AnalysisSource> {
  try {
    const practice = await readDocument<SessionDoc>(PRACTICE_INTERVIEWS, code);
    if (practice)
      return {
        isPractice: true,
        analysis: practice.analysis ?? null,
        chatHistory: practice.chatHistory ?? [],
        entry: entryFromDocument(code, practice as Partial<PracticeInterviewDocument>),
      };
    const company = await readDocument<SessionDoc>(COMPANY_INTERVIEWS, code);
    if (company)
      return {
        isPractice: false,
        analysis: null,
        complete: Boolean(company.hasAnalysis) || company.status === 'Finished',
        chatHistory: company.chatHistory ?? [],
      };
  } catch (error) {
    console.warn('Lectura directa de la entrevista no disponible; se usa la API', error);
  }
  try {
    const { chatSessionRoute } = await import('@clara/domain/interview/routes');
    const session = await callApi(chatSessionRoute, { params: { chatSessionId: code } });
    const complete = Boolean(session.hasAnalysis) || session.status === 'Finished';
    return {
      isPractice: session.isPractice !== false,
      analysis: session.analysis ?? null,
      complete,
      chatHistory: session.chatHistory ?? [],
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw new Error(ANALYSIS_TEXTS.notFound, { cause: error });
    throw error;
  }
}

/** SPEC §7: 201 means success. */
export async function submitFeedback(chatSessionId: string, feedback: 'Si' | 'No'): Promise<void> {
  const { submitFeedbackRoute } = await import('@clara/domain/interview/routes');
  await callApi(submitFeedbackRoute, { body: { chatSessionId, feedback } });
}
