/**
 * A shared practice report after it was attached to its application (issue 12, see attach.ts): the company
 * reads it through an authenticated call; the practice's code holder lists and revokes it.
 */
import {
  nowSeconds,
  RECRUITING_ERRORS,
  SHARE_ERRORS,
  type PracticeReportResponse,
  type PracticeShareSummary,
} from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { privateDocs, privateRef } from '../sessions/sessions';
import { applicationDocs, applications } from '../company/documents';
import { practiceRef } from './attach';
import { practiceShares, shareDocs, shareLinksOf } from './shares';

/** GET /api/application/{applicationId}/practice-report: the application's company only (else 404). */
export async function getPracticeReport(companyId: string, applicationId: string): Promise<PracticeReportResponse> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const shareId = application.practiceReport?.shareId;
  const share = shareId ? shareDocs.read(await practiceShares().doc(shareId).get()) : null;
  if (!share || share.companyId !== companyId || share.applicationId !== applicationId)
    throw new NotFoundError(SHARE_ERRORS.reportNotFound);
  if (share.status === 'withdrawn' || !share.report)
    return { status: 'withdrawn', sharedAt: share.sharedAt, withdrawnAt: share.withdrawnAt ?? share.sharedAt };
  return { status: 'shared', sharedAt: share.sharedAt, report: share.report };
}

/** GET /api/practice/{code}/shares: where this practice's report was shared (the code is the credential). */
export async function listPracticeShares(code: string): Promise<{ shares: PracticeShareSummary[] }> {
  const [page, internal] = await db().getAll(practiceRef(code), privateRef(code));
  if (!page!.exists) throw new NotFoundError(SHARE_ERRORS.practiceNotFound);
  const links = shareLinksOf(privateDocs.read(internal!));
  if (links.length === 0) return { shares: [] };
  const docs = await db().getAll(...links.map((link) => practiceShares().doc(link.shareId)));
  const shares = docs.flatMap((doc) => {
    const share = shareDocs.read(doc);
    if (!share) return []; // its application was erased, and the share with it
    return [
      {
        shareId: doc.id,
        vacancyTitle: share.vacancyTitle,
        companyName: share.companyName,
        sharedAt: share.sharedAt,
        status: share.status,
      },
    ];
  });
  return { shares: shares.sort((a, b) => b.sharedAt - a.sharedAt) };
}

/**
 * DELETE /api/practice/{code}/shares/{shareId}: only a share of this practice (proved by holding its code);
 * the snapshot is erased and the application marked withdrawn, in one transaction.
 */
export async function revokePracticeShare(
  code: string,
  shareId: string,
): Promise<{ status: 'withdrawn'; withdrawnAt: number }> {
  return db().runTransaction(async (tx) => {
    const [page, internal, shareDoc] = await tx.getAll(
      practiceRef(code),
      privateRef(code),
      practiceShares().doc(shareId),
    );
    const linked = shareLinksOf(privateDocs.read(internal!)).some((link) => link.shareId === shareId);
    const share = page!.exists && linked ? shareDocs.read(shareDoc!) : null;
    if (!share) throw new NotFoundError(SHARE_ERRORS.shareNotFound);
    if (share.status === 'withdrawn')
      return { status: 'withdrawn' as const, withdrawnAt: share.withdrawnAt ?? nowSeconds() };
    const applicationRef = db().collection('applications').doc(share.applicationId);
    const application = await tx.get(applicationRef);
    const withdrawnAt = nowSeconds();
    // Rewritten without `report`: the snapshot is gone, not hidden.
    const { report: _erased, ...kept } = share;
    tx.set(shareDoc!.ref, { ...kept, status: 'withdrawn', withdrawnAt });
    if (application.exists) tx.update(applicationRef, { practiceReport: { shareId, status: 'withdrawn' } });
    return { status: 'withdrawn' as const, withdrawnAt };
  });
}
