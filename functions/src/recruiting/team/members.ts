import type { TeamMember, TeamRole } from '@clara/domain';
import { db } from '../../platform/firebase';
import { userRef } from '../users';

/**
 * A company's members are the `users/{uid}` profiles that name it (one company per account); the owner is
 * the company's `ownerUid`. Removing a member deletes the profile, so their next call finds no company (403).
 */
export async function listMembers(companyId: string, ownerUid: string): Promise<TeamMember[]> {
  const snapshot = await db().collection('users').where('companyId', '==', companyId).get();
  const members = snapshot.docs.map((doc) => {
    const role: TeamRole = doc.id === ownerUid ? 'owner' : 'recruiter';
    const joinedAt = doc.get('joinedAt');
    return {
      uid: doc.id,
      email: String(doc.get('email') ?? ''),
      role,
      joinedAt: typeof joinedAt === 'number' ? joinedAt : null,
    };
  });
  // The owner first, then by arrival.
  return members.sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || (a.joinedAt ?? 0) - (b.joinedAt ?? 0),
  );
}

/** The member's profile, when it belongs to this company. */
export async function findMember(companyId: string, uid: string): Promise<{ email: string } | null> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists && snapshot.get('companyId') === companyId
    ? { email: String(snapshot.get('email') ?? '') }
    : null;
}

export async function deleteMember(uid: string): Promise<void> {
  await userRef(uid).delete();
}
