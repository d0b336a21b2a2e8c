import { RECRUITING_ERRORS, type TeamRole } from '@clara/domain';
import type { MemberRole } from '@clara/domain/common/access';
import type { Transaction } from 'firebase-admin/firestore';
import { ForbiddenError } from '@clara/domain/common/failures';
import type { Caller } from '../platform/auth';
import { storedUserSchema } from '@clara/domain/recruiting/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

/** Data access for `users/{uid}`: which company a recruiter belongs to. */
export interface UserProfile {
  companyId: string;
  email: string;
  /** Issue 32: absent on profiles from before roles (see storedUserSchema). */
  role?: MemberRole;
  vacancyIds?: string[];
}

export const userRef = (uid: string) => db().collection('users').doc(uid);
/** The one reader of `users/{uid}`: every read parses the profile with its schema from domain. */
export const userDocs = storedConverter('users', storedUserSchema);

export async function getUserProfile(uid: string): Promise<UserProfile | null> {
  const profile = userDocs.read(await userRef(uid).get());
  return profile
    ? { companyId: profile.companyId, email: profile.email, role: profile.role, vacancyIds: profile.vacancyIds }
    : null;
}

/** The profiles of a company's members (one company per account): the team list and the company's emails. */
export async function listCompanyProfiles(
  companyId: string,
): Promise<(UserProfile & { uid: string; joinedAt: number | null; vacancyIds: string[] })[]> {
  const snapshot = await db().collection('users').where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => {
    const profile = userDocs.fromFirestore(doc);
    return {
      uid: doc.id,
      companyId,
      email: profile.email,
      joinedAt: profile.joinedAt ?? null,
      role: profile.role,
      vacancyIds: profile.vacancyIds,
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

/** The member's profile, when it belongs to this company (scheduling checks the interviewer it is given). */
export async function findMember(
  companyId: string,
  uid: string,
): Promise<{ email: string; role: TeamRole | undefined; vacancyIds: string[] } | null> {
  const profile = userDocs.read(await userRef(uid).get());
  return profile?.companyId === companyId
    ? { email: profile.email, role: profile.role, vacancyIds: profile.vacancyIds }
    : null;
}
