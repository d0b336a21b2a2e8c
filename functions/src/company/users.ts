import { RECRUITING_ERRORS } from '@clara/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { ForbiddenError } from '@clara/domain/common/failures';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';

/** Data access for `users/{uid}`: which company a recruiter belongs to. */
export interface UserProfile {
  companyId: string;
  email: string;
}

export const userRef = (uid: string) => db().collection('users').doc(uid);

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await userRef(uid).get();
  const data = snapshot.data();
  return data && typeof data.companyId === 'string'
    ? { companyId: data.companyId, email: String(data.email ?? '') }
    : null;
}

/** The profiles of a company's members (one company per account): the team list and the company's emails. */
export async function listCompanyProfiles(
  companyId: string,
): Promise<(UserProfile & { uid: string; joinedAt: number | null })[]> {
  const snapshot = await db().collection('users').where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => {
    const joinedAt = doc.get('joinedAt');
    return {
      uid: doc.id,
      companyId,
      email: String(doc.get('email') ?? ''),
      joinedAt: typeof joinedAt === 'number' ? joinedAt : null,
    };
  });
}

/** Every company call starts here: the caller's company id, or 403 when the account has none yet. */
export async function requireCompanyId(caller: Caller): Promise<string> {
  const profile = await getUserProfile(caller.uid);
  if (!profile) throw new ForbiddenError(RECRUITING_ERRORS.noCompany);
  return profile.companyId;
}

/** Creates the profile; the `create()` precondition makes a second company for one user impossible. */
export function createUserProfile(tx: Transaction, uid: string, profile: UserProfile & { joinedAt: number }): void {
  tx.create(userRef(uid), profile);
}
