import { z } from 'zod';
import { emailField } from '../../common/api';
import { idField } from '../schemas';
import { TEAM_ERRORS, TEAM_ROLES } from './texts';

/** `POST /api/team/invitations`: the colleague's address, compared lower-cased. */
export const inviteMemberSchema = z.object({ email: emailField().transform((email) => email.toLowerCase()) });
export type InviteMemberInput = z.output<typeof inviteMemberSchema>;

/** `POST /api/team/accept-invitation`: the id the invitation link carried. */
export const acceptInvitationSchema = z.object({ invitationId: idField('invitación') });

/** Ill-formed ids name nothing: 404 with the not-found text. */
export const invitationIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: TEAM_ERRORS.invitationNotFound }),
});
export const memberUidParams = z.object({
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: TEAM_ERRORS.memberNotFound }),
});

export const teamMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Seconds; null for accounts made before teams existed. */
  joinedAt: z.number().nullable(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  invitedBy: z.string(),
});
export type TeamInvitation = z.output<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  companyName: z.string(),
  /** The caller's own uid and role: the page shows the owner's controls only to the owner. */
  you: z.object({ uid: z.string(), role: z.enum(TEAM_ROLES) }),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.output<typeof teamSchema>;
