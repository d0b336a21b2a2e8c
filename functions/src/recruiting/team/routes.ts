import type { Router } from 'express';
import {
  acceptInvitationRoute,
  inviteMemberRoute,
  removeMemberRoute,
  revokeInvitationRoute,
  setMemberRoleRoute,
  teamRoute,
} from '@clara/domain/recruiting/team/routes';
import { register } from '../../http/register';
import { publicOriginOf } from '../../platform/origin';
import { acceptInvitation, getTeam, inviteMember, removeMember, revokeInvitation, setMemberRole } from './service';
import { actionOf, memberActor, recordAudit } from '../../audit/log';
import { findMember } from './members';

/** The team API, as defined in domain/src/recruiting/team/routes.ts. */
export function registerTeamRoutes(router: Router): void {
  register(router, teamRoute, ({ companyId, caller, member }) => getTeam(companyId, caller, member));
  register(router, setMemberRoleRoute, ({ companyId, caller, params, body }) =>
    setMemberRole(companyId, caller, params.uid, body, actionOf(setMemberRoleRoute)),
  );
  register(router, inviteMemberRoute, async ({ companyId, caller, body, req }) => {
    const invitation = await inviteMember(companyId, caller, body.email, publicOriginOf(req));
    const action = actionOf(inviteMemberRoute);
    await recordAudit(companyId, { actor: memberActor(caller), kind: 'team.invited', action, detail: body.email });
    return invitation;
  });
  register(router, revokeInvitationRoute, async ({ companyId, caller, params }) => {
    await revokeInvitation(companyId, caller, params.id);
    const action = actionOf(revokeInvitationRoute);
    await recordAudit(companyId, { actor: memberActor(caller), kind: 'team.invitationRevoked', action });
    return {};
  });
  register(router, removeMemberRoute, async ({ companyId, caller, params }) => {
    // Read first: the entry names the removed member by their address.
    const removed = (await findMember(companyId, params.uid))?.email || params.uid;
    await removeMember(companyId, caller, params.uid);
    const action = actionOf(removeMemberRoute);
    await recordAudit(companyId, {
      actor: memberActor(caller),
      kind: 'team.memberRemoved',
      action,
      detail: removed,
    });
    return {};
  });
  register(router, acceptInvitationRoute, async ({ caller, body }) => {
    const company = await acceptInvitation(caller, body.invitationId);
    const action = actionOf(acceptInvitationRoute);
    await recordAudit(company.id, { actor: memberActor(caller), kind: 'team.memberJoined', action });
    return company;
  });
}
