import type { Firestore } from 'firebase-admin/firestore';
import type { InterviewCollection, InterviewSessionDocument } from '@clara/domain';
import { storedSessionDocuments } from '../../functions/src/sessions/sessions';

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
