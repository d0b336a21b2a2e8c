/** The team API: a company's members and invitations (the owner manages them; every member reads them). */
import { z } from 'zod';
import { defineRoute } from '../common/route';
import { companySchema } from '../hiring/company';
import {
  acceptInvitationSchema,
  invitationIdParams,
  inviteMemberSchema,
  memberUidParams,
  setMemberRoleSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamSchema,
} from './schemas';

export const teamRoute = defineRoute({
  method: 'GET',
  path: '/api/team',
  auth: 'company',
  access: { action: 'view' },
  response: teamSchema,
});

export const inviteMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/team/invitations',
  auth: 'company',
  access: { action: 'team' },
  body: inviteMemberSchema,
  response: teamInvitationSchema,
  status: 201,
});

export const revokeInvitationRoute = defineRoute({
  method: 'DELETE',
  path: '/api/team/invitations/:id',
  auth: 'company',
  access: { action: 'team' },
  params: invitationIdParams,
  invalidParams: 404,
  response: z.object({}),
});

export const removeMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/api/team/members/:uid',
  auth: 'company',
  access: { action: 'team' },
  params: memberUidParams,
  invalidParams: 404,
  response: z.object({}),
});

/** Issue 32: the owner sets a member's role and a hiring manager's vacancies (recorded in the audit log). */
export const setMemberRoleRoute = defineRoute({
  method: 'PUT',
  path: '/api/team/members/:uid/role',
  auth: 'company',
  access: { action: 'team' },
  params: memberUidParams,
  invalidParams: 404,
  body: setMemberRoleSchema,
  response: teamMemberSchema,
});

/** The invited colleague, signed in with the invitation's link, joins the company. */
export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/team/accept-invitation',
  auth: 'user',
  body: acceptInvitationSchema,
  response: companySchema,
});
