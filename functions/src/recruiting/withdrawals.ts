/**
 * Data access for `withdrawals/{applicationId}` {companyId, vacancyId, date, by}: the line a company keeps
 * where a candidate was, once the application is erased (no personal data).
 */
import type { Transaction } from 'firebase-admin/firestore';
import { storedWithdrawalSchema } from '@clara/domain/trust/documents';
import type { Withdrawal } from '@clara/domain';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { changeCounts } from './vacancyCounts';
import { shapedQuery, type QueryShape } from './queryShapes';

const withdrawals = () => db().collection('withdrawals');
/** The one reader of `withdrawals/{applicationId}`: every read parses the line with its schema from domain. */
const withdrawalDocs = storedConverter('withdrawals', storedWithdrawalSchema, (id, value): Withdrawal => ({
  id,
  vacancyId: value.vacancyId,
  date: value.date,
  by: value.by,
}));

export function recordWithdrawal(
  tx: Transaction,
  applicationId: string,
  line: { companyId: string; vacancyId: string; date: number; by: Withdrawal['by'] },
): void {
  tx.set(withdrawals().doc(applicationId), line);
}

export async function listCompanyWithdrawals(companyId: string): Promise<Withdrawal[]> {
  const snapshot = await withdrawals().where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => withdrawalDocs.fromFirestore(doc));
}

/** The purge erases a long-closed vacancy's lines with its applications. */
export async function deleteVacancyWithdrawals(vacancyId: string): Promise<void> {
  const snapshot = await withdrawals().where('vacancyId', '==', vacancyId).get();
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  changeCounts(batch, vacancyId, { withdrawals: -snapshot.size });
  if (!snapshot.empty) await batch.commit();
}

/** The dashboard's query: a vacancy's lines, newest first (issue 11). */
export const VACANCY_WITHDRAWALS_SHAPE = {
  collection: 'withdrawals',
  equals: ['vacancyId'],
  orderBy: [{ field: 'date', direction: 'desc' }],
} as const satisfies QueryShape;

/** A vacancy's newest `limit` lines. */
export async function listVacancyWithdrawals(vacancyId: string, limit: number): Promise<Withdrawal[]> {
  const snapshot = await shapedQuery(withdrawals(), VACANCY_WITHDRAWALS_SHAPE, { vacancyId }).limit(limit).get();
  return snapshot.docs.map((doc) => withdrawalDocs.fromFirestore(doc));
}
