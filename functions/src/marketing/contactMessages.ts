import { nowSeconds, type ContactInput } from '@clara/domain';
import { db } from '../platform/firebase';

/** Data access for the `contact_messages` collection (landing page contact form). */
export async function addContactMessage(input: ContactInput): Promise<string> {
  const ref = await db()
    .collection('contact_messages')
    .add({ ...input, createdAt: nowSeconds() });
  return ref.id;
}
