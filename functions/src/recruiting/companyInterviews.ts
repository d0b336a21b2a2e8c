import { COMPANY_INTERVIEWS, interviewCodeFromRef, stripDisableMarker, TRANSCRIPT_LABELS, type InterviewSummary } from '@clara/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { toSeconds } from './time';

/**
 * Read-only access to `company_interviews/{code}` (written by the interview feature) for the dashboard:
 * the summary fields only, never the chat itself.
 */
export async function getInterviewSummaries(refs: readonly string[]): Promise<Map<string, InterviewSummary>> {
  const codes = [...new Set(refs.map(interviewCodeFromRef).filter((code): code is string => Boolean(code)))];
  const summaries = new Map<string, InterviewSummary>();
  if (codes.length === 0) return summaries;
  const collection = db().collection(COMPANY_INTERVIEWS);
  const snapshots = await db().getAll(...codes.map((code) => collection.doc(code)));
  for (const snapshot of snapshots) {
    const data = snapshot.data();
    if (data) summaries.set(snapshot.id, interviewSummaryFromDoc(snapshot.id, data));
  }
  return summaries;
}

function interviewSummaryFromDoc(id: string, data: DocumentData): InterviewSummary {
  const analysis = parseAnalysis(data.analysis);
  return {
    id,
    status: String(data.status ?? 'Not Started'),
    interviewDate: toSeconds(data.interviewDate),
    createdAt: toSeconds(data.createdAt),
    score: typeof data.score === 'number' || typeof data.score === 'string' ? data.score : (analysis?.score ?? null),
    overall: text(data.overall) || text(analysis?.evaluationSummary),
    interviewerId: text(data.interviewerId),
    transcription: text(data.transcription) || transcriptFromChat(data.chatHistory),
    feedback: text(data.feedback),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The analysis may be stored as an object or as JSON text (SPEC §3); only its summary and score are used here. */
function parseAnalysis(value: unknown): { evaluationSummary?: unknown; score?: number | string } | null {
  if (value && typeof value === 'object') return value as { evaluationSummary?: unknown; score?: number };
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    return JSON.parse(value.replace(/^```(?:json)?\s*|\s*```$/g, '')) as { evaluationSummary?: unknown; score?: number };
  } catch {
    return null;
  }
}

/** When the interview keeps no transcription of its own, the chat's texts stand in for it. */
function transcriptFromChat(history: unknown): string {
  if (!Array.isArray(history)) return '';
  return history
    .filter((message) => message && typeof message === 'object' && typeof message.text === 'string')
    .map((message) => `${TRANSCRIPT_LABELS[message.type === 'user' ? 'user' : 'system']}: ${stripDisableMarker(message.transcription || message.text)}`)
    .join('\n');
}
