import type { PredefinedInterview } from '@clara/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

/** Data access for the `predefined_interviews` collection. */
const predefined = () => db().collection('predefined_interviews');

function fromDoc(id: string, data: DocumentData): PredefinedInterview {
  return { id, Entrevista: String(data.Entrevista ?? ''), Descripción: String(data['Descripción'] ?? '') };
}

export async function listPredefinedInterviews(): Promise<PredefinedInterview[]> {
  const snapshot = await predefined().orderBy('Entrevista').get();
  return snapshot.docs.map((doc) => fromDoc(doc.id, doc.data()));
}

export async function getPredefinedInterview(id: string): Promise<PredefinedInterview | null> {
  if (id.includes('/')) return null;
  const snapshot = await predefined().doc(id).get();
  return snapshot.exists ? fromDoc(snapshot.id, snapshot.data()!) : null;
}
