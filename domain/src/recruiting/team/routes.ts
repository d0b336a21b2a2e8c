/** The team API: a company's members and invitations (the owner manages them; every member reads them). */
import { z } from 'zod';
import { defineRoute } from '../../common/route';
import { companySchema } from '../responses';
import {
  acceptInvitationSchema,
  invitationIdParams,
  inviteMemberSchema,
  memberUidParams,
  teamInvitationSchema,
  teamSchema,
} from './schemas';

export const teamRoute = defineRoute({ method: 'GET', path: '/api/team', auth: 'company', response: teamSchema });

export const inviteMemberRoute = defineRoute({
  method: 'POST',
  path: '/api/team/invitations',
  auth: 'company',
  body: inviteMemberSchema,
  response: teamInvitationSchema,
  status: 201,
});

export const revokeInvitationRoute = defineRoute({
  method: 'DELETE',
  path: '/api/team/invitations/:id',
  auth: 'company',
  params: invitationIdParams,
  invalidParams: 404,
  response: z.object({}),
});

export const removeMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/api/team/members/:uid',
  auth: 'company',
  params: memberUidParams,
  invalidParams: 404,
  response: z.object({}),
});

/** The invited colleague, signed in with the invitation's link, joins the company. */
export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/team/accept-invitation',
  auth: 'user',
  body: acceptInvitationSchema,
  response: companySchema,
});
