import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

/**
 * Data access for `interview_assignments/{applicationId}`: written with `create()` in the same commit as the
 * interview and the application change, so an application can never get two interviews, even when the
 * datastore's transactions do not isolate (the embedded emulator) and two assignments race.
 */
const assignments = () => db().collection('interview_assignments');

export function createInterviewAssignment(
  tx: Transaction,
  input: { applicationId: string; companyId: string; code: string; createdAt: number },
): void {
  tx.create(assignments().doc(input.applicationId), {
    companyId: input.companyId,
    code: input.code,
    createdAt: input.createdAt,
  });
}
