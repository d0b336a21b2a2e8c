import type { Router } from 'express';
import {
  acceptInvitationRoute,
  inviteMemberRoute,
  removeMemberRoute,
  revokeInvitationRoute,
  setMemberRoleRoute,
  teamRoute,
} from '@clara/domain/team/routes';
import { register } from '../http/register';
import { publicOriginOf } from '../platform/origin';
import { acceptInvitation, getTeam, inviteMember, removeMember, revokeInvitation, setMemberRole } from './service';
import { actionOf } from '../audit/log';

/** The team API, as defined in domain/src/team/routes.ts. */
export function registerTeamRoutes(router: Router): void {
  register(router, teamRoute, ({ companyId, caller, member }) => getTeam(companyId, caller, member));
  register(router, setMemberRoleRoute, ({ companyId, caller, params, body }) =>
    setMemberRole(companyId, caller, params.uid, body, actionOf(setMemberRoleRoute)),
  );
  register(router, inviteMemberRoute, ({ companyId, caller, body, req }) =>
    inviteMember(companyId, caller, body, publicOriginOf(req), actionOf(inviteMemberRoute)),
  );
  register(router, revokeInvitationRoute, async ({ companyId, caller, params }) => {
    await revokeInvitation(companyId, caller, params.id, actionOf(revokeInvitationRoute));
    return {};
  });
  register(router, removeMemberRoute, async ({ companyId, caller, params }) => {
    await removeMember(companyId, caller, params.uid, actionOf(removeMemberRoute));
    return {};
  });
  register(router, acceptInvitationRoute, ({ caller, body }) =>
    acceptInvitation(caller, body.invitationId, actionOf(acceptInvitationRoute)),
  );
}
