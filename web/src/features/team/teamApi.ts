import {
  acceptInvitationRoute,
  inviteMemberRoute,
  removeMemberRoute,
  revokeInvitationRoute,
  setMemberRoleRoute,
} from '@clara/domain/team/routes';
import type { InviteMemberInput, SetMemberRoleInput } from '@clara/domain/team/schemas';
import { callCompanyApi } from '../../platform/companySession';

/** The team calls (bearer token, scoped to the caller's company). */
export const inviteMember = (input: InviteMemberInput) => callCompanyApi(inviteMemberRoute, { body: input });
export const revokeInvitation = (id: string) => callCompanyApi(revokeInvitationRoute, { params: { id } });
export const removeMember = (uid: string) => callCompanyApi(removeMemberRoute, { params: { uid } });
export const acceptInvitation = (invitationId: string) =>
  callCompanyApi(acceptInvitationRoute, { body: { invitationId } });
/** Issue 32: the owner gives a member a role and, to a hiring manager, vacancies. */
export const setMemberRole = (uid: string, input: SetMemberRoleInput) =>
  callCompanyApi(setMemberRoleRoute, { params: { uid }, body: input });
