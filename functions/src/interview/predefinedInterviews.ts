import type { PredefinedInterview } from '@clara/domain';
import { storedPredefinedInterviewSchema } from '@clara/domain/interview/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

/** Data access for the `predefined_interviews` collection. */
const predefined = () => db().collection('predefined_interviews');
/** The one reader of `predefined_interviews/{id}`: every read parses the document with its schema from domain. */
const predefinedDocs = storedConverter(
  'predefined_interviews',
  storedPredefinedInterviewSchema,
  (id, value): PredefinedInterview => ({ id, ...value }),
);

export async function listPredefinedInterviews(): Promise<PredefinedInterview[]> {
  const snapshot = await predefined().orderBy('Entrevista').get();
  return snapshot.docs.map((doc) => predefinedDocs.fromFirestore(doc));
}

export async function getPredefinedInterview(id: string): Promise<PredefinedInterview | null> {
  if (id.includes('/')) return null;
  return predefinedDocs.read(await predefined().doc(id).get());
}
