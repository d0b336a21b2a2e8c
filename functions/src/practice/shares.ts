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
  type InterviewLabel,
  type PracticeReport,
  type PracticeShareStatus,
} from '@clara/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { toSeconds } from '../platform/time';

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

export function shareLinksOf(privateData: DocumentData | undefined): ShareLink[] {
  const links = privateData?.practiceShares;
  return Array.isArray(links) ? links.filter((link): link is ShareLink => typeof link?.shareId === 'string') : [];
}

export function shareFromDoc(data: DocumentData): StoredShare {
  return {
    applicationId: String(data.applicationId ?? ''),
    companyId: String(data.companyId ?? ''),
    vacancyId: String(data.vacancyId ?? ''),
    vacancyTitle: String(data.vacancyTitle ?? ''),
    companyName: String(data.companyName ?? ''),
    status: data.status === 'withdrawn' ? 'withdrawn' : 'shared',
    sharedAt: toSeconds(data.sharedAt) ?? 0,
    withdrawnAt: toSeconds(data.withdrawnAt),
    ...(data.report ? { report: data.report as PracticeReport } : {}),
  };
}

/** The snapshot of a practice's report (score, competencies with their evidence, summary): no code, no transcript. */
export function reportSnapshot(page: DocumentData, analysis: AnalysisResult): PracticeReport {
  const label = page.label as InterviewLabel | undefined;
  return {
    label:
      label && typeof label.title === 'string'
        ? { kind: label.kind, title: label.title }
        : { kind: 'practice', title: PRACTICE_LABEL_TITLE },
    interviewDate: toSeconds(page.interviewDate) ?? toSeconds(page.createdAt),
    score: typeof page.score === 'number' ? page.score : analysis.score,
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
