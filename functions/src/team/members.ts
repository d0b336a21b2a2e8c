import type { TeamMember, TeamRole } from '@clara/domain';
import { listCompanyProfiles } from '../company/users';

/**
 * A company's members are the `users/{uid}` profiles that name it (one company per account); the owner is
 * the company's `ownerUid`. Removing a member deletes the profile, so their next call finds no company (403).
 */
export async function listMembers(companyId: string, ownerUid: string): Promise<TeamMember[]> {
  const members = (await listCompanyProfiles(companyId)).map((profile) => {
    const { uid, email, joinedAt } = profile;
    const role: TeamRole = uid === ownerUid ? 'owner' : (profile.role ?? 'recruiter');
    return { uid, email, role, vacancyIds: role === 'hiringManager' ? profile.vacancyIds : [], joinedAt };
  });
  // The owner first, then by arrival.
  return members.sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || (a.joinedAt ?? 0) - (b.joinedAt ?? 0),
  );
}
