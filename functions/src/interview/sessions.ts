// CONTRACT STUB, replaced by the interview feature. Signature is fixed:
import type { Transaction } from 'firebase-admin/firestore';
import type { InterviewContext } from '@clara/domain';

export interface NewSessionInput {
  isPractice: boolean;
  context: InterviewContext;
  companyId?: string;
  vacancyId?: string;
  applicationId?: string;
  candidateId?: string;
}

/**
 * Writes a new session with Clara's greeting as its first message to `interviews/{code}` (practice) or
 * `company_interviews/{code}` (company), inside `tx` when given; answers the 36-character code.
 */
export async function createInterviewSession(tx: Transaction | null, input: NewSessionInput): Promise<{ code: string }> {
  void tx;
  void input;
  throw new Error('not implemented yet');
}
