import type { TeamMember, TeamRole } from '@clara/domain';
import { listCompanyProfiles, userDocs, userRef } from '../../company/users';

/**
 * A company's members are the `users/{uid}` profiles that name it (one company per account); the owner is
 * the company's `ownerUid`. Removing a member deletes the profile, so their next call finds no company (403).
 */
export async function listMembers(companyId: string, ownerUid: string): Promise<TeamMember[]> {
  const members = (await listCompanyProfiles(companyId)).map(({ uid, email, joinedAt }) => {
    const role: TeamRole = uid === ownerUid ? 'owner' : 'recruiter';
    return { uid, email, role, joinedAt };
  });
  // The owner first, then by arrival.
  return members.sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || (a.joinedAt ?? 0) - (b.joinedAt ?? 0),
  );
}

/** The member's profile, when it belongs to this company. */
export async function findMember(companyId: string, uid: string): Promise<{ email: string } | null> {
  const profile = userDocs.read(await userRef(uid).get());
  return profile?.companyId === companyId ? { email: profile.email } : null;
}

export async function deleteMember(uid: string): Promise<void> {
  await userRef(uid).delete();
}
