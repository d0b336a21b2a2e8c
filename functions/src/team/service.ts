import {
  COMMON_ERRORS,
  MAIL_ERRORS,
  nowSeconds,
  TEAM_ERRORS,
  teamInvitationEmail,
  TEAM_TEXTS,
  type Company,
  type Team,
  type TeamInvitation,
  type TeamMember,
} from '@clara/domain';
import type { MemberAccess } from '@clara/domain/common/access';
import type { InviteMemberInput, SetMemberRoleInput } from '@clara/domain/team/schemas';
import { auditWithin, memberActor } from '../audit/log';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyError,
  ValidationError,
} from '@clara/domain/common/failures';
import { sendEmail, takeRecipientBound } from '../mail/send';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Caller } from '../platform/auth';
import { adminAuth, db } from '../platform/firebase';
import { getCompanyRecord } from '../company/companies';
import { companyDocs, companyRef, vacancies, vacancyDocs } from '../company/documents';
import { getUserProfile, userDocs, userRef } from '../company/users';
import { invitationDocs, invitationId, invitations, listInvitations } from './invitations';
import { listMembers } from './members';

/** The Auth account of an address, or null when there is none; any other failure of Auth is not hidden. */
async function findAccountByEmail(email: string): Promise<{ uid: string } | null> {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The caller's company, when the caller owns it; 403 for a recruiter (the owner manages the team). */
async function requireOwner(companyId: string, caller: Caller): Promise<{ name: string; ownerUid: string }> {
  const company = await getCompanyRecord(companyId);
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  if (company.ownerUid !== caller.uid) throw new ForbiddenError(TEAM_ERRORS.ownerOnly);
  return company;
}

/** The company's vacancies (id and title, by title): what the owner can assign to a hiring manager. */
async function assignableVacancies(companyId: string): Promise<{ id: string; title: string }[]> {
  const snapshot = await vacancies().where('companyId', '==', companyId).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, title: vacancyDocs.fromFirestore(doc).title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'es'));
}

/**
 * `GET /api/team`: every member reads the members and the pending invitations, and their own role (the web shows
 * each role what it may do); the owner also gets the vacancies to assign.
 */
export async function getTeam(companyId: string, caller: Caller, member: MemberAccess): Promise<Team> {
  const company = await getCompanyRecord(companyId);
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  const owner = member.role === 'owner';
  const [members, pending, assignable] = await Promise.all([
    listMembers(companyId, company.ownerUid),
    listInvitations(companyId),
    owner ? assignableVacancies(companyId) : Promise.resolve([]),
  ]);
  return {
    companyName: company.name,
    you: { uid: caller.uid, role: member.role },
    vacancies: assignable,
    members,
    invitations: pending,
  };
}

/**
 * `PUT /api/team/members/{uid}/role` (issue 32): the owner gives a member a role and, to a hiring manager, the
 * vacancies they see. One transaction writes the profile and the audit entries of what changed (role, vacancies),
 * so a refused change leaves neither. Vacancies are checked to be the company's.
 */
export async function setMemberRole(
  companyId: string,
  caller: Caller,
  uid: string,
  input: SetMemberRoleInput,
  action: string,
): Promise<TeamMember> {
  const company = await requireOwner(companyId, caller);
  if (uid === company.ownerUid) throw new ValidationError(TEAM_ERRORS.cannotChangeOwnerRole);
  return db().runTransaction(async (tx) => {
    const ref = userRef(uid);
    const profile = userDocs.read(await tx.get(ref));
    if (profile?.companyId !== companyId) throw new NotFoundError(TEAM_ERRORS.memberNotFound);
    const titles = titlesOf(companyId, await Promise.all(input.vacancyIds.map((id) => tx.get(vacancies().doc(id)))));
    const before = { role: profile.role ?? 'recruiter', vacancyIds: profile.vacancyIds };
    tx.update(ref, { role: input.role, vacancyIds: input.vacancyIds });
    const actor = memberActor(caller);
    if (before.role !== input.role)
      auditWithin(tx, companyId, {
        actor,
        kind: 'team.roleChanged',
        action,
        detail: `${profile.email}: ${TEAM_TEXTS.roles[before.role]} → ${TEAM_TEXTS.roles[input.role]}`,
      });
    const sameVacancies =
      before.vacancyIds.length === input.vacancyIds.length &&
      before.vacancyIds.every((id) => input.vacancyIds.includes(id));
    if (!sameVacancies)
      auditWithin(tx, companyId, {
        actor,
        kind: 'team.vacanciesAssigned',
        action,
        detail: `${profile.email}: ${titles.join(', ') || TEAM_TEXTS.noVacanciesAssigned}`,
      });
    return {
      uid,
      email: profile.email,
      role: input.role,
      vacancyIds: input.vacancyIds,
      joinedAt: profile.joinedAt ?? null,
    };
  });
}

/** The titles of vacancies given to a hiring manager; a vacancy of another company (or none) is refused. */
function titlesOf(companyId: string, assigned: readonly DocumentSnapshot[]): string[] {
  return assigned.map((snapshot) => {
    const vacancy = vacancyDocs.read(snapshot);
    if (vacancy?.companyId !== companyId) throw new ValidationError(TEAM_ERRORS.unknownVacancy);
    return vacancy.title;
  });
}

/**
 * `POST /api/team/invitations`: the owner invites a colleague. An account that already belongs to a company
 * is refused (one company per account). The invitation is a sign-in link made on the server for that address,
 * sent through the mail path; inviting the same address again renews the invitation and sends a new link.
 * Issue 31: the invitation and its audit entry are written together once the email went out; over the address's
 * bound nothing is sent and nothing written (the invitation stays as it was).
 */
export async function inviteMember(
  companyId: string,
  caller: Caller,
  input: InviteMemberInput,
  origin: string,
  action: string,
): Promise<TeamInvitation> {
  const { email, role, vacancyIds } = input;
  const company = await requireOwner(companyId, caller);
  const titles = titlesOf(companyId, await Promise.all(vacancyIds.map((id) => vacancies().doc(id).get())));
  const account = await findAccountByEmail(email);
  const profile = account ? await getUserProfile(account.uid) : null;
  if (profile)
    throw new ConflictError(profile.companyId === companyId ? TEAM_ERRORS.alreadyMember : TEAM_ERRORS.alreadyInCompany);

  const id = invitationId(companyId, email);
  const invitation = { companyId, email, invitedBy: caller.email ?? '', createdAt: nowSeconds(), role, vacancyIds };
  const signInUrl = await adminAuth().generateSignInWithEmailLink(email, {
    url: `${origin}/confirm-sign-in?invitation=${encodeURIComponent(id)}`,
    handleCodeInApp: true,
  });
  // The address's bound is checked first (over it nothing is written), then the invitation is stored, then its email
  // goes: a link emailed before its invitation existed would open "not found" if the write failed.
  if (!(await takeRecipientBound(email))) throw new TooManyError(MAIL_ERRORS.recipientBound);
  const batch = db().batch();
  batch.set(invitations().doc(id), invitation);
  const assigned = role === 'hiringManager' ? ` (${titles.join(', ') || TEAM_TEXTS.noVacanciesAssigned})` : '';
  auditWithin(batch, companyId, {
    actor: memberActor(caller),
    kind: 'team.invited',
    action,
    detail: `${email}: ${TEAM_TEXTS.roles[role]}${assigned}`,
  });
  await batch.commit();
  await sendEmail({
    to: email,
    kind: 'teamInvitation',
    companyId,
    boundTaken: true,
    ...teamInvitationEmail({ companyName: company.name, inviterEmail: invitation.invitedBy, signInUrl }),
  });
  return { id, email, invitedBy: invitation.invitedBy, createdAt: invitation.createdAt, role, vacancyIds };
}

/** `DELETE /api/team/invitations/{id}`: the link stops working (accepting it answers 404); recorded with it. */
export async function revokeInvitation(companyId: string, caller: Caller, id: string, action: string): Promise<void> {
  await requireOwner(companyId, caller);
  const ref = invitations().doc(id);
  await db().runTransaction(async (tx) => {
    const invitation = invitationDocs.read(await tx.get(ref));
    if (!invitation || invitation.companyId !== companyId) throw new NotFoundError(TEAM_ERRORS.invitationNotFound);
    tx.delete(ref);
    auditWithin(tx, companyId, { actor: memberActor(caller), kind: 'team.invitationRevoked', action });
  });
}

/**
 * `DELETE /api/team/members/{uid}`: the member's next call finds no company (403); their data stays the company's.
 * The profile's deletion and its audit entry (naming the member by their address) in one transaction.
 */
export async function removeMember(companyId: string, caller: Caller, uid: string, action: string): Promise<void> {
  const company = await requireOwner(companyId, caller);
  if (uid === caller.uid) throw new ValidationError(TEAM_ERRORS.cannotRemoveSelf);
  if (uid === company.ownerUid) throw new ValidationError(TEAM_ERRORS.cannotRemoveOwner);
  await db().runTransaction(async (tx) => {
    const profile = userDocs.read(await tx.get(userRef(uid)));
    if (profile?.companyId !== companyId) throw new NotFoundError(TEAM_ERRORS.memberNotFound);
    tx.delete(userRef(uid));
    auditWithin(tx, companyId, {
      actor: memberActor(caller),
      kind: 'team.memberRemoved',
      action,
      detail: profile.email || uid,
    });
  });
}

/**
 * `POST /api/team/accept-invitation`: the invited colleague, signed in with the address the invitation was
 * sent to (a verified one: the link proves it), joins the company. In one transaction: the profile is created
 * (never over an existing one), the invitation is spent and the arrival recorded.
 */
export async function acceptInvitation(caller: Caller, id: string, action: string): Promise<Company> {
  const ref = invitations().doc(id);
  return db().runTransaction(async (tx) => {
    const invitation = invitationDocs.read(await tx.get(ref));
    if (!invitation) throw new NotFoundError(TEAM_ERRORS.invitationNotFound);
    if (!caller.emailVerified || (caller.email ?? '').toLowerCase() !== invitation.email)
      throw new ForbiddenError(TEAM_ERRORS.invitationOtherEmail);
    const [profile, company] = await Promise.all([
      tx.get(userRef(caller.uid)),
      tx.get(companyRef(invitation.companyId)),
    ]);
    if (profile.exists) throw new ConflictError(TEAM_ERRORS.youAlreadyHaveCompany);
    const stored = companyDocs.read(company);
    if (!stored) throw new NotFoundError(TEAM_ERRORS.invitationNotFound);
    tx.create(userRef(caller.uid), {
      companyId: invitation.companyId,
      email: invitation.email,
      joinedAt: nowSeconds(),
      // Issue 32: the role (and a hiring manager's vacancies) the owner chose when inviting.
      role: invitation.role,
      vacancyIds: invitation.vacancyIds,
    });
    tx.delete(ref);
    auditWithin(tx, invitation.companyId, { actor: memberActor(caller), kind: 'team.memberJoined', action });
    return { id: invitation.companyId, name: stored.name };
  });
}
