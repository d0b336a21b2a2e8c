import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruitingQueries } from '../shared/queries';
import { fetchTeam, inviteMember, removeMember, revokeInvitation } from './teamApi';

/** The team's server data: under the recruiter's key, so sign-out forgets it with the rest of the company's data. */
export const teamQueries = {
  team: () => queryOptions({ queryKey: [...recruitingQueries.recruiter, 'team'] as const, queryFn: fetchTeam }),
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

export const useInviteMember = () => useTeamMutation((email: string) => inviteMember(email));
export const useRevokeInvitation = () => useTeamMutation((id: string) => revokeInvitation(id));
export const useRemoveMember = () => useTeamMutation((uid: string) => removeMember(uid));
