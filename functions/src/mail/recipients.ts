/** Who receives a company's emails: every member of its team (the owner and the recruiters). */
import { db } from '../platform/firebase';

export async function companyRecipients(companyId: string): Promise<string[]> {
  const members = await db().collection('users').where('companyId', '==', companyId).get();
  const emails = members.docs.map((doc) => String(doc.get('email') ?? '').trim()).filter(Boolean);
  return [...new Set(emails)];
}
