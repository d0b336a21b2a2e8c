import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recruitingKeys } from '../shared/queries';
import { fetchTeam, inviteMember, removeMember, revokeInvitation } from './teamApi';

/** The team's query key: under 'recruiting', so sign-out forgets it with the rest of the company's data. */
const teamKey = [...recruitingKeys.all, 'team'] as const;

export const useTeam = () => useQuery({ queryKey: teamKey, queryFn: fetchTeam });

/** A team change refreshes the members and invitations. */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: teamKey }) });
}

export const useInviteMember = () => useTeamMutation((email: string) => inviteMember(email));
export const useRevokeInvitation = () => useTeamMutation((id: string) => revokeInvitation(id));
export const useRemoveMember = () => useTeamMutation((uid: string) => removeMember(uid));

/** A failed team call's message (the server's Spanish text), or null. */
export const failureMessage = (error: unknown): string | null =>
  error ? (error instanceof Error ? error.message : String(error)) : null;
