import {
  COMPANY_INTERVIEWS,
  numberedAnswers,
  ownQuestionAnswers,
  transcriptTurns,
  interviewCodeFromRef,
  RECRUITING_ERRORS,
  stripDisableMarker,
  TRANSCRIPT_LABELS,
  integritySignalSchema,
  type CompanyInterviewAnalysis,
  type IntegritySignal,
  type InterviewSessionDocument,
  type InterviewSummary,
} from '@clara/domain';
import { z } from 'zod';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { privateRef, sessionFromSnapshots } from '../sessions/sessions';

/**
 * Read-only access to a company interview (written by the interview feature): `company_interviews/{code}`
 * (what the candidate's page shows) merged with `interview_private/{code}` (the analysis, the company id).
 * The dashboard gets the summary fields only, never the chat itself.
 */
async function readCompanyInterviews(codes: readonly string[]): Promise<Map<string, InterviewSessionDocument>> {
  const found = new Map<string, InterviewSessionDocument>();
  if (codes.length === 0) return found;
  const shown = db().collection(COMPANY_INTERVIEWS);
  const snapshots = await db().getAll(...codes.flatMap((code) => [shown.doc(code), privateRef(code)]));
  for (let i = 0; i < snapshots.length; i += 2) {
    const [page, rest] = [snapshots[i]!, snapshots[i + 1]!];
    if (page.exists) found.set(page.id, sessionFromSnapshots(page, rest));
  }
  return found;
}

export async function getInterviewSummaries(refs: readonly string[]): Promise<Map<string, InterviewSummary>> {
  const codes = [...new Set(refs.map(interviewCodeFromRef).filter((code): code is string => Boolean(code)))];
  const summaries = new Map<string, InterviewSummary>();
  for (const [code, data] of await readCompanyInterviews(codes))
    summaries.set(code, interviewSummaryFromSession(code, data));
  return summaries;
}

/** GET /api/company-interview/{code}/analysis: only for a member of the interview's company (else 404). */
export async function getCompanyInterviewAnalysis(companyId: string, code: string): Promise<CompanyInterviewAnalysis> {
  const data = (await readCompanyInterviews([code])).get(code);
  if (!data || data.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.interviewNotFound);
  const analysis = data.analysis;
  const parsed = parseAnalysis(analysis);
  return {
    code,
    status: data.status,
    interviewDate: data.interviewDate,
    analysis,
    score: data.score ?? parsed?.score ?? null,
    overall: text(data.overall) || text(parsed?.evaluationSummary),
    ...(data.context.kind === 'company' && data.context.rubric
      ? {
          ownQuestions: ownQuestionAnswers(data.context.rubric, numberedAnswers(transcriptTurns(data.chatHistory))),
        }
      : {}),
  };
}

/** The interview's transcript for its company (issue 31: served with the view recorded); null when not theirs. */
export async function getCompanyInterviewTranscript(companyId: string, code: string): Promise<string | null> {
  const data = (await readCompanyInterviews([code])).get(code);
  if (!data || data.companyId !== companyId) return null;
  return data.transcription || transcriptFromChat(data.chatHistory);
}

function interviewSummaryFromSession(id: string, data: InterviewSessionDocument): InterviewSummary {
  const analysis = parseAnalysis(data.analysis);
  return {
    id,
    status: data.status,
    interviewDate: data.interviewDate,
    createdAt: data.createdAt || null,
    score: data.score ?? analysis?.score ?? null,
    overall: text(data.overall) || text(analysis?.evaluationSummary),
    interviewerId: data.interviewerId,
    transcription: data.transcription || transcriptFromChat(data.chatHistory),
    feedback: text(data.feedback),
    integritySignals: signalsOf(analysis),
    candidateAnalysisViewedAt: data.candidateAnalysisViewedAt ?? null,
  };
}

/** The stored analysis's integrity signals; none when it has none (or predates them). */
function signalsOf(analysis: { integritySignals?: unknown } | null): IntegritySignal[] {
  const parsed = z.array(integritySignalSchema).safeParse(analysis?.integritySignals ?? []);
  return parsed.success ? parsed.data : [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the summary reads of an analysis (older ones may lack any of it). */
const analysisFieldsSchema = z.object({
  evaluationSummary: z.unknown(),
  score: z.union([z.number(), z.string()]).optional().catch(undefined),
  integritySignals: z.unknown(),
});
type AnalysisFields = z.output<typeof analysisFieldsSchema>;

/** The analysis may be stored as an object or as JSON text (SPEC §3); only its summary and score are used here. */
function parseAnalysis(value: unknown): AnalysisFields | null {
  if (value && typeof value === 'object') return analysisFieldsSchema.parse(value);
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const parsed = analysisFieldsSchema.safeParse(JSON.parse(value.replace(/^```(?:json)?\s*|\s*```$/g, '')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** When the interview keeps no transcription of its own, the chat's texts stand in for it. */
function transcriptFromChat(history: unknown): string {
  if (!Array.isArray(history)) return '';
  return history
    .filter((message) => message && typeof message === 'object' && typeof message.text === 'string')
    .map(
      (message) =>
        `${TRANSCRIPT_LABELS[message.type === 'user' ? 'user' : 'system']}: ${stripDisableMarker(message.transcription || message.text)}`,
    )
    .join('\n');
}
