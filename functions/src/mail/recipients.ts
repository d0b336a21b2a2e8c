/**
 * Who receives a company's emails. Today a company has one account, its owner; the teams feature extends
 * this one function to every member, and every company email follows.
 */
import { db, adminAuth } from '../platform/firebase';

export async function companyRecipients(companyId: string): Promise<string[]> {
  const company = await db().collection('companies').doc(companyId).get();
  const ownerUid = company.get('ownerUid');
  if (typeof ownerUid !== 'string' || !ownerUid) return [];
  const profile = await db().collection('users').doc(ownerUid).get();
  const email = String(profile.get('email') ?? '') || (await adminAuth().getUser(ownerUid).catch(() => null))?.email || '';
  return email ? [email] : [];
}
