import {
  acceptInvitationRoute,
  inviteMemberRoute,
  removeMemberRoute,
  revokeInvitationRoute,
  teamRoute,
} from '@clara/domain/recruiting/team/routes';
import { callCompanyApi } from '../../../platform/companySession';

/** The team calls (bearer token, scoped to the caller's company). */
export const fetchTeam = () => callCompanyApi(teamRoute);
export const inviteMember = (email: string) => callCompanyApi(inviteMemberRoute, { body: { email } });
export const revokeInvitation = (id: string) => callCompanyApi(revokeInvitationRoute, { params: { id } });
export const removeMember = (uid: string) => callCompanyApi(removeMemberRoute, { params: { uid } });
export const acceptInvitation = (invitationId: string) =>
  callCompanyApi(acceptInvitationRoute, { body: { invitationId } });
