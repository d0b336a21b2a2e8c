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

/**
 * The member's role; undefined while it loads (or when it could not be read). Asked only once the member has a
 * company: an account still registering one has no team, and the API would refuse it.
 */
export function useMyRole(): MemberRole | undefined {
  const companies = useQuery(recruitingQueries.companyNames());
  const hasCompany = (companies.data?.length ?? 0) > 0;
  return useQuery({ ...teamQuery(), select: (team) => team.you.role, enabled: hasCompany }).data;
}

/** Whether the member's role may do `action`: false until the role is known, so nothing forbidden flashes. */
export function useRoleMay(action: AccessAction): boolean {
  const role = useMyRole();
  return role !== undefined && roleMay(role, action);
}
