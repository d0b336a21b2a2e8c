import { createHash } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

/**
 * Data access for `application_keys/{vacancyId}__{emailHash}`: one document per (vacancy, email), written
 * with `create()` in the same commit as the application, so two racing submissions cannot both succeed.
 */
const applicationKeys = () => db().collection('application_keys');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const emailHash = (email: string): string => createHash('sha256').update(normalizeEmail(email)).digest('hex');

/** A stable id for the person behind an email address (SPEC §3 candidateId). */
export const candidateIdFor = (email: string): string => `cand-${emailHash(email).slice(0, 24)}`;

const keyRef = (vacancyId: string, email: string) =>
  applicationKeys().doc(`${vacancyId}__${emailHash(email).slice(0, 40)}`);

export async function applicationKeyExists(vacancyId: string, email: string, tx?: Transaction): Promise<boolean> {
  const ref = keyRef(vacancyId, email);
  return (tx ? await tx.get(ref) : await ref.get()).exists;
}

export function createApplicationKey(
  tx: Transaction,
  input: { vacancyId: string; email: string; companyId: string; applicationId: string; createdAt: number },
): void {
  tx.create(keyRef(input.vacancyId, input.email), {
    vacancyId: input.vacancyId,
    companyId: input.companyId,
    applicationId: input.applicationId,
    createdAt: input.createdAt,
  });
}
