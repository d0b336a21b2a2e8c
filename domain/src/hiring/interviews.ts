import type { InterviewStatus } from '../interview/session';
import type { IntegritySignal } from '../analysis/integrity';

/** The company interview as the dashboard shows it (SPEC §3 Interview); dates in epoch seconds. */
export interface InterviewSummary {
  /** The 36-character interview code. */
  id: string;
  status: InterviewStatus | string;
  interviewDate: number | null;
  createdAt: number | null;
  score: number | string | null;
  overall: string;
  interviewerId: string;
  /** Issue 31: always '' in lists (the transcript is read from `GET /api/application/:id/transcript`). */
  transcription: string;
  /** Issue 31: whether the interview has a transcript to open (lists); absent where the summary is not listed. */
  hasTranscript?: boolean;
  feedback: string;
  /** The analysis's integrity signals (empty when none, or not analysed). */
  integritySignals: IntegritySignal[];
  /**
   * True when Clara's judgement (score, summary, signals) is withheld from the caller until they score the
   * candidate or choose to see the analysis ("Evaluación a ciegas", `scorecards/blind.ts`).
   */
  claraHidden?: boolean;
  /** Issue 31: when the candidate first opened Clara's analysis from their link (epoch seconds); absent before. */
  candidateAnalysisViewedAt?: number | null;
}
