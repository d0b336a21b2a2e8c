import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { AI_NOTICE, CONSENT_NOTICE, type InterviewCollection, type InterviewSessionDocument } from '@clara/domain';
import { newSessionDocument, storedSessionDocuments } from '../../functions/src/sessions/sessions';
import { FRONTEND_COMPANY } from '../../functions/src/interview/testing/fixtures';

/** Writes a whole session as the functions store it: its page document and `interview_private/{code}`. */
export async function writeSession(
  db: Firestore,
  collection: InterviewCollection,
  code: string,
  session: Partial<InterviewSessionDocument>,
): Promise<void> {
  const batch = db.batch();
  for (const [path, data] of Object.entries(storedSessionDocuments(collection, code, session)))
    batch.set(db.doc(path), data);
  await batch.commit();
}

/**
 * A company interview for the frontend vacancy's context with the notice accepted and the AI notice acknowledged
 * (issue 33; `aiNotice: false`, not yet: a browser test shows it), written straight to the
 * emulator as the functions store it; its code.
 */
export async function writeCompanyInterview(
  db: Firestore,
  ids: { companyId: string; vacancyId: string; applicationId: string; candidateId: string },
  { aiNotice = true } = {},
): Promise<string> {
  const code = randomUUID();
  await writeSession(db, 'company_interviews', code, {
    ...newSessionDocument({
      isPractice: false,
      context: FRONTEND_COMPANY,
      ...ids,
      consent: { version: CONSENT_NOTICE.version, acceptedAt: 1 },
    }),
    ...(aiNotice && { aiNotice: { version: AI_NOTICE.version, acknowledgedAt: 1 } }),
  });
  return code;
}
