import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { generateAccessCode, JOB_ACCESS_CODES_COLLECTION, nowSeconds } from '@clara/domain';
import { storedAccessCodeSchema } from '@clara/domain/jobdesc/documents';
import type { AccessCode } from '@clara/domain/jobdesc/model';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export type { AccessCode };

export const accessCodeRef = (code: string): DocumentReference =>
  db().collection(JOB_ACCESS_CODES_COLLECTION).doc(code);

/** The one reader of `job_access_codes/{code}`: every read parses the document with its schema from domain. */
export const accessCodeDocs = storedConverter(JOB_ACCESS_CODES_COLLECTION, storedAccessCodeSchema);

export async function findAccessCode(code: string): Promise<AccessCode | null> {
  const stored = accessCodeDocs.read(await accessCodeRef(code).get());
  if (!stored?.companyId) return null;
  return { code, companyId: stored.companyId, active: stored.active };
}

/** Writes a new active code of the company in the transaction and answers it (60 random bits: no retry on a clash). */
export function issueAccessCode(tx: Transaction, companyId: string): string {
  const code = generateAccessCode();
  tx.create(accessCodeRef(code), { companyId, active: true, openChatId: null, createdAt: nowSeconds() });
  return code;
}

/** Is `code` an active code of the company, read in the transaction? */
export async function isActiveCodeOf(tx: Transaction, code: string, companyId: string): Promise<boolean> {
  const stored = accessCodeDocs.read(await tx.get(accessCodeRef(code)));
  return stored?.companyId === companyId && stored.active;
}

/** An active code the company already has (the seed's demo code, one made by the script), read in the transaction. */
export async function anyActiveCodeOf(tx: Transaction, companyId: string): Promise<string | null> {
  const codes = await tx.get(
    db().collection(JOB_ACCESS_CODES_COLLECTION).where('companyId', '==', companyId).where('active', '==', true),
  );
  return codes.docs.map((doc) => doc.id).sort()[0] ?? null;
}
