/**
 * Data access for `candidate_links/{sha256(token)}` {applicationId, companyId, createdAt}: the candidate's
 * emailed link to their data. Only the token's hash is stored; the token itself travels in the email
 * (the recruiter holds the interview code, so the code alone must not act for the candidate).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { CANDIDATE_LINK_ERRORS } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { storedCandidateLinkSchema } from '@clara/domain/trust/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

const links = () => db().collection('candidate_links');
/** The one reader of `candidate_links/{hash}`: every read parses the link with its schema from domain. */
const linkDocs = storedConverter('candidate_links', storedCandidateLinkSchema);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret token (32 random bytes, base64url: 43 characters). */
export const newCandidateToken = (): string => randomBytes(32).toString('base64url');

export function createCandidateLink(
  tx: Transaction,
  token: string,
  link: { applicationId: string; companyId: string; createdAt: number },
): void {
  tx.create(links().doc(hashOf(token)), link);
}

/** The application the token opens; 404 when it opens none (never issued, or the application is gone). */
export async function requireCandidateLink(token: string): Promise<{ applicationId: string; companyId: string }> {
  const link = linkDocs.read(await links().doc(hashOf(token)).get());
  if (!link) throw new NotFoundError(CANDIDATE_LINK_ERRORS.invalidLink);
  return { applicationId: link.applicationId, companyId: link.companyId };
}

export async function deleteCandidateLinks(applicationId: string): Promise<void> {
  const snapshot = await links().where('applicationId', '==', applicationId).get();
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  if (!snapshot.empty) await batch.commit();
}
