import { COACHES_COLLECTION, type Coach } from '@clara/domain';
import { db } from '../platform/firebase';

/** Data access for `coaches/{id}` (SPEC §3 Coach). `listed: false` hides a coach from /coachdigital. */
export async function listCoaches(): Promise<Coach[]> {
  const snapshot = await db().collection(COACHES_COLLECTION).get();
  return snapshot.docs
    .filter((doc) => doc.get('listed') !== false)
    .map((doc) => ({ order: Number(doc.get('order') ?? 0), coach: toCoach(doc.id, doc.data()) }))
    .sort((a, b) => a.order - b.order || a.coach.name.localeCompare(b.coach.name))
    .map(({ coach }) => coach);
}

export async function getCoach(id: string): Promise<Coach | null> {
  const doc = await db().collection(COACHES_COLLECTION).doc(id).get();
  return doc.exists ? toCoach(doc.id, doc.data() ?? {}) : null;
}

function toCoach(id: string, data: Record<string, unknown>): Coach {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    id,
    image: text('image'),
    name: text('name'),
    title: text('title'),
    bio: text('bio'),
    labels: Array.isArray(data.labels) ? data.labels.filter((label): label is string => typeof label === 'string') : [],
    price: typeof data.price === 'number' ? data.price : 0,
    available: data.available === true,
    coachaddress: text('coachaddress'),
    disclaimer: text('disclaimer'),
    description: text('description'),
  };
}
