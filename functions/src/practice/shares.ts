/**
 * Data access for `practice_shares/{shareId}` (issue 12; function-only: rules deny every browser):
 * { applicationId, companyId, vacancyId, vacancyTitle, companyName, status, sharedAt, withdrawnAt, report }.
 * `report` is the snapshot of the practice's report; it is erased when the candidate revokes the share.
 * The practice's code is never stored here; the link practice → share is `interview_private/{code}.practiceShares`.
 */
import {
  PRACTICE_LABEL_TITLE,
  PRACTICE_SHARES,
  type AnalysisResult,
  type InterviewSessionDocument,
  type PracticeReport,
  type PracticeShareStatus,
} from '@clara/domain';
import type { StoredInterviewPrivate } from '@clara/domain/interview/documents';
import { storedShareSchema } from '@clara/domain/practice/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const practiceShares = () => db().collection(PRACTICE_SHARES);

export interface StoredShare {
  applicationId: string;
  companyId: string;
  vacancyId: string;
  vacancyTitle: string;
  companyName: string;
  status: PracticeShareStatus;
  sharedAt: number;
  withdrawnAt: number | null;
  report?: PracticeReport;
}

/** A link from a practice to one of its shares, kept in `interview_private/{code}.practiceShares`. */
export interface ShareLink {
  shareId: string;
  sharedAt: number;
}

export const shareLinksOf = (privateData: StoredInterviewPrivate | null): ShareLink[] =>
  privateData?.practiceShares ?? [];

export const shareDocs = storedConverter(
  PRACTICE_SHARES,
  storedShareSchema,
  (_id, { report, ...share }): StoredShare => ({
    ...share,
    ...(report ? { report } : {}),
  }),
);

/** The snapshot of a practice's report (score, competencies with their evidence, summary): no code, no transcript. */
export function reportSnapshot(
  page: Pick<InterviewSessionDocument, 'label' | 'interviewDate' | 'createdAt' | 'score'>,
  analysis: AnalysisResult,
): PracticeReport {
  const { label } = page;
  return {
    label:
      label && typeof label.title === 'string'
        ? { kind: label.kind, title: label.title }
        : { kind: 'practice', title: PRACTICE_LABEL_TITLE },
    interviewDate: page.interviewDate ?? (page.createdAt || null),
    score: page.score ?? analysis.score,
    evaluationSummary: analysis.evaluationSummary,
    competencies: Object.entries(analysis.personalityAssessment).map(([name, entry]) => ({
      name,
      ...(entry.competency ? { competency: entry.competency } : {}),
      ...(typeof entry.rating === 'number' ? { rating: entry.rating } : {}),
      evaluation: entry.evaluation,
      justification: entry.justification,
      evidence: (entry.evidence ?? []).map(({ quote, answer }) => ({ quote, answer })),
    })),
    ...(analysis.rubricVersion ? { rubricVersion: analysis.rubricVersion } : {}),
  };
}
