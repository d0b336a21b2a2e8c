import { COACHES_COLLECTION, type Coach } from '@clara/domain';
import { storedCoachSchema } from '@clara/domain/coaches/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

/** The one reader of `coaches/{id}`: every read parses the document with its schema from domain. */
const coachDocs = storedConverter(
  COACHES_COLLECTION,
  storedCoachSchema,
  (id, { order, listed, ...coach }): { order: number; listed: boolean; coach: Coach } => ({
    order,
    listed,
    coach: { id, ...coach },
  }),
);

/** Data access for `coaches/{id}` (SPEC §3 Coach). `listed: false` hides a coach from /coachdigital. */
export async function listCoaches(): Promise<Coach[]> {
  const snapshot = await db().collection(COACHES_COLLECTION).get();
  return snapshot.docs
    .map((doc) => coachDocs.fromFirestore(doc))
    .filter(({ listed }) => listed)
    .sort((a, b) => a.order - b.order || a.coach.name.localeCompare(b.coach.name))
    .map(({ coach }) => coach);
}

export async function getCoach(id: string): Promise<Coach | null> {
  return coachDocs.read(await db().collection(COACHES_COLLECTION).doc(id).get())?.coach ?? null;
}
