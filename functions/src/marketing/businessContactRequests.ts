import { nowSeconds, type BusinessContactInput } from '@clara/domain';
import { db } from '../platform/firebase';

/**
 * Data access for the `business_contact_requests` collection (/empresas contact modal). DECISIONS: SPEC's
 * form sent nothing; ours stores every request so a representative can answer it.
 */
export async function addBusinessContactRequest(input: BusinessContactInput): Promise<string> {
  const ref = await db()
    .collection('business_contact_requests')
    .add({ ...input, status: 'Nueva', createdAt: nowSeconds() });
  return ref.id;
}
