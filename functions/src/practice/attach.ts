/**
 * Attaching a practice report to an application (issue 12). The share is created in the transaction that
 * creates the application, so a report can only ever be bound to the application submitted with it.
 */
import { parseAnalysis, PRACTICE_INTERVIEWS, SHARE_ERRORS, type PracticeReport } from '@clara/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { ValidationError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { privateDocs, privateRef, sessionFromSnapshots } from '../sessions/sessions';
import { companies, companyDocs } from '../company/documents';
import { practiceShares, reportSnapshot, shareLinksOf, type ShareLink } from './shares';

export const practiceRef = (code: string) => db().collection(PRACTICE_INTERVIEWS).doc(code);

export interface PendingShare {
  code: string;
  report: PracticeReport;
  links: ShareLink[];
  companyName: string;
}

/**
 * Reads, inside the application's transaction (before any write), the analysed practice to share and the
 * company's name; 400 when the code names no analysed practice (a company interview's code included).
 */
export async function readPracticeToShare(tx: Transaction, code: string, companyId: string): Promise<PendingShare> {
  const [page, internal, company] = await tx.getAll(practiceRef(code), privateRef(code), companies().doc(companyId));
  if (!page!.exists) throw new ValidationError(SHARE_ERRORS.practiceNotFound);
  const practice = sessionFromSnapshots(page!, internal ?? null);
  const parsed = parseAnalysis(practice.analysis);
  if (!parsed.ok) throw new ValidationError(SHARE_ERRORS.practiceNotAnalysed);
  return {
    code,
    report: reportSnapshot(practice, parsed.analysis),
    links: shareLinksOf(privateDocs.read(internal!)),
    companyName: companyDocs.read(company!)?.name ?? '',
  };
}

/** Writes the share of a pending practice report for the application created in the same transaction; answers its id. */
export function writeShare(
  tx: Transaction,
  pending: PendingShare,
  application: { applicationId: string; companyId: string; vacancyId: string; vacancyTitle: string },
  sharedAt: number,
): string {
  const shareId = randomUUID();
  tx.create(practiceShares().doc(shareId), {
    ...application,
    companyName: pending.companyName,
    status: 'shared',
    sharedAt,
    withdrawnAt: null,
    report: pending.report,
  });
  tx.set(privateRef(pending.code), { practiceShares: [...pending.links, { shareId, sharedAt }] }, { merge: true });
  return shareId;
}
