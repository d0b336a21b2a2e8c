import type { PredefinedInterview } from '@clara/domain';
import { db } from '../platform/firebase';

/** Data access for the `predefined_interviews` collection. */
export async function listPredefinedInterviews(): Promise<PredefinedInterview[]> {
  const snapshot = await db().collection('predefined_interviews').orderBy('Entrevista').get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    Entrevista: String(doc.get('Entrevista') ?? ''),
    Descripción: String(doc.get('Descripción') ?? ''),
  }));
}
