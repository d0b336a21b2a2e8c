import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleMay, type AccessAction, type MemberRole } from '@clara/domain/common/access';
import { teamRoute } from '@clara/domain/recruiting/team/routes';
import { callCompanyApi } from '../../../platform/companySession';
import { recruitingQueries } from './queries';

/**
 * Issue 32: the signed-in member's role, read from the team (GET /api/team answers `you.role`), so the web hides
 * what the role cannot do. The API is the guard; this only spares a member buttons that would answer 403.
 */
export const teamQuery = () =>
  queryOptions({
    queryKey: [...recruitingQueries.recruiter, 'team'] as const,
    queryFn: () => callCompanyApi(teamRoute),
  });

/** The member's role; undefined while it loads (or when it could not be read). */
export function useMyRole(): MemberRole | undefined {
  return useQuery({ ...teamQuery(), select: (team) => team.you.role }).data;
}

/** Whether the member's role may do `action`: false until the role is known, so nothing forbidden flashes. */
export function useRoleMay(action: AccessAction): boolean {
  const role = useMyRole();
  return role !== undefined && roleMay(role, action);
}
