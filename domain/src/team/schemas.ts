import { z } from 'zod';
import { emailField } from '../common/api';
import { idField } from '../common/ids';
import { TEAM_ASSIGNABLE_ROLES, TEAM_ERRORS, TEAM_ROLES } from './texts';

/** A role and, for a hiring manager only, the vacancies they see (issue 32): given on invitation or later. */
const roleAssignment = {
  role: z.enum(TEAM_ASSIGNABLE_ROLES),
  vacancyIds: z.array(idField('vacante')).max(200).default([]),
};
const onlyHiringManagersGetVacancies = {
  check: (input: { role: string; vacancyIds: string[] }) =>
    input.role === 'hiringManager' || input.vacancyIds.length === 0,
  params: { error: TEAM_ERRORS.vacanciesOnlyForHiringManager, path: ['vacancyIds'] },
};

/** `POST /api/team/invitations`: the colleague's address (compared lower-cased) and the role they will join with. */
export const inviteMemberSchema = z
  .object({
    email: emailField().transform((email) => email.toLowerCase()),
    role: roleAssignment.role.default('recruiter'),
    vacancyIds: roleAssignment.vacancyIds,
  })
  .refine(onlyHiringManagersGetVacancies.check, onlyHiringManagersGetVacancies.params)
  .transform((input) => ({ ...input, vacancyIds: [...new Set(input.vacancyIds)] }));
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
  /** Issue 32: a hiring manager's assigned vacancies (empty for other roles). */
  vacancyIds: z.array(z.string()),
  /** Seconds; null for accounts made before teams existed. */
  joinedAt: z.number().nullable(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  invitedBy: z.string(),
  /** Issue 32: the role the colleague joins with, and a hiring manager's vacancies. */
  role: z.enum(TEAM_ASSIGNABLE_ROLES),
  vacancyIds: z.array(z.string()),
});
export type TeamInvitation = z.output<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  companyName: z.string(),
  /** The caller's own uid and role: the page shows the owner's controls only to the owner. */
  you: z.object({ uid: z.string(), role: z.enum(TEAM_ROLES) }),
  /** The company's vacancies the owner can assign (id and title); empty for everyone else. */
  vacancies: z.array(z.object({ id: z.string(), title: z.string() })),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.output<typeof teamSchema>;

/** `PUT /api/team/members/{uid}/role`: the owner gives a member a role and, to a hiring manager, vacancies. */
export const setMemberRoleSchema = z
  .object(roleAssignment)
  .refine(onlyHiringManagersGetVacancies.check, onlyHiringManagersGetVacancies.params)
  .transform((input) => ({ ...input, vacancyIds: [...new Set(input.vacancyIds)] }));
export type SetMemberRoleInput = z.output<typeof setMemberRoleSchema>;
