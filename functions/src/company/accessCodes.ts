import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { generateAccessCode, JOB_ACCESS_CODES_COLLECTION, nowSeconds } from '@clara/domain';
import type { AccessCode } from '@clara/domain/jobdesc/model';
import { db } from '../platform/firebase';

export type { AccessCode };

export const accessCodeRef = (code: string): DocumentReference =>
  db().collection(JOB_ACCESS_CODES_COLLECTION).doc(code);

export async function findAccessCode(code: string): Promise<AccessCode | null> {
  const doc = await accessCodeRef(code).get();
  if (!doc.exists) return null;
  const companyId = doc.get('companyId');
  if (typeof companyId !== 'string' || !companyId) return null;
  return { code, companyId, active: doc.get('active') === true };
}

/** Writes a new active code of the company in the transaction and answers it (60 random bits: no retry on a clash). */
export function issueAccessCode(tx: Transaction, companyId: string): string {
  const code = generateAccessCode();
  tx.create(accessCodeRef(code), { companyId, active: true, openChatId: null, createdAt: nowSeconds() });
  return code;
}

/** Is `code` an active code of the company, read in the transaction? */
export async function isActiveCodeOf(tx: Transaction, code: string, companyId: string): Promise<boolean> {
  const doc = await tx.get(accessCodeRef(code));
  return doc.exists && doc.get('companyId') === companyId && doc.get('active') === true;
}

/** An active code the company already has (the seed's demo code, one made by the script), read in the transaction. */
export async function anyActiveCodeOf(tx: Transaction, companyId: string): Promise<string | null> {
  const codes = await tx.get(
    db().collection(JOB_ACCESS_CODES_COLLECTION).where('companyId', '==', companyId).where('active', '==', true),
  );
  return codes.docs.map((doc) => doc.id).sort()[0] ?? null;
}
