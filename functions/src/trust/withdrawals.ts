/**
 * Data access for `withdrawals/{applicationId}` {companyId, vacancyId, date, by}: the line a company keeps
 * where a candidate was, once the application is erased (no personal data).
 */
import type { DocumentData, WriteBatch } from 'firebase-admin/firestore';
import type { Withdrawal } from '@clara/domain';
import { db } from '../platform/firebase';

const withdrawals = () => db().collection('withdrawals');

const fromDoc = (id: string, data: DocumentData): Withdrawal => ({
  id,
  vacancyId: String(data.vacancyId ?? ''),
  date: typeof data.date === 'number' ? data.date : 0,
  by: data.by === 'company' ? 'company' : 'candidate',
});

export function recordWithdrawal(
  batch: WriteBatch,
  applicationId: string,
  line: { companyId: string; vacancyId: string; date: number; by: Withdrawal['by'] },
): void {
  batch.set(withdrawals().doc(applicationId), line);
}

export async function listCompanyWithdrawals(companyId: string): Promise<Withdrawal[]> {
  const snapshot = await withdrawals().where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => fromDoc(doc.id, doc.data()));
}

/** The purge erases a long-closed vacancy's lines with its applications. */
export async function deleteVacancyWithdrawals(vacancyId: string): Promise<void> {
  const snapshot = await withdrawals().where('vacancyId', '==', vacancyId).get();
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  if (!snapshot.empty) await batch.commit();
}
