/**
 * A practice report a candidate shares with one application (issue 12; DECISIONS: through a separate share
 * the candidate creates and can revoke). `practice_shares/{shareId}` is function-only: it holds a snapshot of
 * the practice's report, never the practice's code; the link practice → share lives in
 * `interview_private/{code}.practiceShares`, the link application → share in `applications/{id}.practiceReport`.
 */
import type { Evidence } from '../analysis/evidence';
import type { InterviewLabel } from '../interview/session';

export const PRACTICE_SHARES = 'practice_shares';

export type PracticeShareStatus = 'shared' | 'withdrawn';

/** One competency of the snapshot, as the analysis rated it. */
export interface PracticeReportCompetency {
  name: string;
  /** The rubric's competency id, when the analysis has one. */
  competency?: string;
  rating?: number;
  evaluation: string;
  justification: string;
  evidence: Evidence[];
}

/** The snapshot a company reads: score, competencies with their evidence and summary. No code, no transcript. */
export interface PracticeReport {
  label: InterviewLabel;
  /** Epoch seconds of the practice (first answer, else creation); null when unknown. */
  interviewDate: number | null;
  score: number;
  evaluationSummary: string;
  competencies: PracticeReportCompetency[];
  rubricVersion?: string;
}

/** GET /api/application/{applicationId}/practice-report (the application's company only). */
export type PracticeReportResponse =
  | { status: 'shared'; sharedAt: number; report: PracticeReport }
  | { status: 'withdrawn'; sharedAt: number; withdrawnAt: number };

/** The application's mark on the dashboard: which share, and whether it is still shared. */
export interface ApplicationPracticeReport {
  shareId: string;
  status: PracticeShareStatus;
}

/** GET /api/practice/{code}/shares: where the holder of the practice's code shared it. */
export interface PracticeShareSummary {
  shareId: string;
  vacancyTitle: string;
  companyName: string;
  sharedAt: number;
  status: PracticeShareStatus;
}
