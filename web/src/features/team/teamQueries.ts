import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamRoute } from '@clara/domain/team/routes';
import { callCompanyApi } from '../../platform/companySession';
import { hiringQueries } from '../hiring/queries';
import { inviteMember, removeMember, revokeInvitation, setMemberRole } from './teamApi';
import type { InviteMemberInput, SetMemberRoleInput } from '@clara/domain/team/schemas';

/** The team's server data: under the recruiter's key, so sign-out forgets it with the rest of the company's data. */
export const teamQueries = {
  team: () =>
    queryOptions({
      queryKey: [...hiringQueries.recruiter, 'team'] as const,
      queryFn: () => callCompanyApi(teamRoute),
    }),
};

export const useTeam = () => useQuery(teamQueries.team());

/** A team change refreshes the members and invitations. */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.team().queryKey }),
  });
}

export const useInviteMember = () => useTeamMutation((input: InviteMemberInput) => inviteMember(input));
export const useRevokeInvitation = () => useTeamMutation((id: string) => revokeInvitation(id));
export const useRemoveMember = () => useTeamMutation((uid: string) => removeMember(uid));
export const useSetMemberRole = () =>
  useTeamMutation(({ uid, input }: { uid: string; input: SetMemberRoleInput }) => setMemberRole(uid, input));
