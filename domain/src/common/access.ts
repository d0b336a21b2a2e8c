/**
 * Issue 32, roles per vacancy: the one authorisation rule. Every company route declares what it does (`access` in
 * its definition, common/route.ts) and the API asks `authorize` before anything is read or written. Zod-free and
 * pure: role, assignments, action and target in, a decision out.
 *
 * - owner: everything.
 * - recruiter: everything but managing the team and reading the audit log (the owner's, as since issue 20).
 * - hiringManager: only the vacancies assigned to them (and their candidates): reads them, fills scorecards and
 *   comments; no pipeline changes, export, erasure, audit log, team, settings or company-wide reports.
 * - interviewer: only the candidates they are scheduled with (a booking naming them): reads them and fills their
 *   scorecards; no vacancy at all.
 */

export const MEMBER_ROLES = ['owner', 'recruiter', 'hiringManager', 'interviewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The roles the owner can give a member (there is one owner: who registered the company). */
export const ASSIGNABLE_ROLES = ['recruiter', 'hiringManager', 'interviewer'] as const satisfies readonly MemberRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * - `view`: read a vacancy, a candidate, or a company-wide list (which the API filters to what the member sees);
 * - `comment`, `scorecard`: a member's own note or scorecard on a candidate;
 * - `self`: the member's own data (their availability);
 * - `manage`: change the pipeline (vacancies, statuses, interviews, emails, bulk actions);
 * - `report`: company-wide figures (funnel, agreement, fairness, review requests);
 * - `export`, `erase`, `audit`, `team`, `settings`.
 */
export const ACCESS_ACTIONS = [
  'view',
  'comment',
  'scorecard',
  'self',
  'manage',
  'report',
  'export',
  'erase',
  'audit',
  'team',
  'settings',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** What a route's target id names; the API finds the vacancy (and candidate) it belongs to. */
export const ACCESS_TARGET_KINDS = ['vacancy', 'application', 'booking', 'interview', 'reviewRequest'] as const;
export type AccessTargetKind = (typeof ACCESS_TARGET_KINDS)[number];

/** Where a route's definition says its target id is: a path parameter, a body or query field. */
export interface RouteTargetRef {
  kind: AccessTargetKind;
  from: 'params' | 'body' | 'query';
  field: string;
}

/** A company route's declaration: its action and, when it acts on one vacancy or candidate, where the id is. */
export interface RouteAccess {
  action: AccessAction;
  target?: RouteTargetRef;
}

/** A member as the rule sees them: their role and what is assigned to them. */
export interface MemberAccess {
  role: MemberRole;
  /** Hiring manager: the vacancies assigned to them. */
  vacancyIds: readonly string[];
  /** Interviewer: the applications of the interviews they are scheduled for. */
  applicationIds: readonly string[];
}

/** The company as a whole (a list, a setting), one vacancy, or one candidate of a vacancy. */
export type AccessTarget =
  | { kind: 'company' }
  | { kind: 'vacancy'; vacancyId: string }
  | { kind: 'application'; vacancyId: string; applicationId: string };

/** `allowed`; `forbidden` (403: the member may know it exists); `hidden` (404: the member may not see it). */
export type AccessDecision = 'allowed' | 'forbidden' | 'hidden';

const ALLOWED: Record<MemberRole, readonly AccessAction[]> = {
  owner: ACCESS_ACTIONS,
  recruiter: ACCESS_ACTIONS.filter((action) => action !== 'team' && action !== 'audit'),
  hiringManager: ['view', 'comment', 'scorecard', 'self'],
  interviewer: ['view', 'scorecard', 'self'],
};

/** Does the member's role see every vacancy and candidate of the company (no target to look up)? */
export const seesEverything = (role: MemberRole): boolean => role === 'owner' || role === 'recruiter';

/** Whether the member may see the target at all (a list keeps only what this answers true for). */
export function maySee(member: MemberAccess, target: AccessTarget): boolean {
  if (seesEverything(member.role) || target.kind === 'company') return true;
  if (member.role === 'hiringManager') return member.vacancyIds.includes(target.vacancyId);
  return target.kind === 'application' && member.applicationIds.includes(target.applicationId);
}

/** The one rule: may this member do `action` on `target`? */
export function authorize(member: MemberAccess, action: AccessAction, target: AccessTarget): AccessDecision {
  if (!maySee(member, target)) return 'hidden';
  return ALLOWED[member.role].includes(action) ? 'allowed' : 'forbidden';
}

/** Whether the role may do `action` on something it sees (the web hides what a role cannot do). */
export const roleMay = (role: MemberRole, action: AccessAction): boolean => ALLOWED[role].includes(action);

/** What the API answers when the rule says no (Spanish; the 404 reads like any unknown id). */
const FORBIDDEN = 'Tu rol en el equipo no permite esta acción.';
export const ACCESS_ERRORS = {
  forbidden: FORBIDDEN,
  /** The 403 of each action: the owner's own actions say so (the team and audit texts are these). */
  forbiddenFor: {
    view: FORBIDDEN,
    comment: FORBIDDEN,
    scorecard: FORBIDDEN,
    self: FORBIDDEN,
    manage: 'Tu rol en el equipo no permite cambiar vacantes ni candidatos.',
    report: 'Tu rol en el equipo no permite ver los informes de la empresa.',
    export: 'Tu rol en el equipo no permite exportar candidatos.',
    erase: 'Tu rol en el equipo no permite borrar candidatos.',
    audit: 'Solo la persona propietaria de la empresa puede ver el registro de auditoría.',
    team: 'Solo el propietario de la empresa puede gestionar el equipo.',
    settings: 'Tu rol en el equipo no permite cambiar la configuración de la empresa.',
  } satisfies Record<AccessAction, string>,
  notFound: 'No se encontró el recurso solicitado.',
  noAccessRule: 'Esta ruta de empresa no declara su acceso.',
} as const;
