import type { Router } from 'express';
import {
  acceptInvitationRoute,
  inviteMemberRoute,
  removeMemberRoute,
  revokeInvitationRoute,
  teamRoute,
} from '@clara/domain/recruiting/team/routes';
import { register } from '../../http/register';
import { publicOriginOf } from '../../platform/origin';
import { acceptInvitation, getTeam, inviteMember, removeMember, revokeInvitation } from './service';

/** The team API, as defined in domain/src/recruiting/team/routes.ts. */
export function registerTeamRoutes(router: Router): void {
  register(router, teamRoute, ({ companyId, caller }) => getTeam(companyId, caller));
  register(router, inviteMemberRoute, ({ companyId, caller, body, req }) =>
    inviteMember(companyId, caller, body.email, publicOriginOf(req)),
  );
  register(router, revokeInvitationRoute, async ({ companyId, caller, params }) => {
    await revokeInvitation(companyId, caller, params.id);
    return {};
  });
  register(router, removeMemberRoute, async ({ companyId, caller, params }) => {
    await removeMember(companyId, caller, params.uid);
    return {};
  });
  register(router, acceptInvitationRoute, ({ caller, body }) => acceptInvitation(caller, body.invitationId));
}
