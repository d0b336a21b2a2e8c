/** Texts of the team page and its API (Spanish; zod-free so pages import them cheaply). */
import { PRODUCT } from '../brand';
import { ACCESS_ERRORS, ASSIGNABLE_ROLES, MEMBER_ROLES, type AssignableRole, type MemberRole } from '../common/access';

/** Issue 32: the roles (common/access.ts holds the one rule of what each may do). */
export const TEAM_ROLES = MEMBER_ROLES;
export type TeamRole = MemberRole;
export const TEAM_ASSIGNABLE_ROLES = ASSIGNABLE_ROLES;
export type TeamAssignableRole = AssignableRole;

export const TEAM_TEXTS = {
  menuLink: 'Equipo',
  title: 'Equipo',
  intro: 'Las personas de tu empresa que ven y gestionan sus vacantes y candidatos.',
  roles: {
    owner: 'Propietario',
    recruiter: 'Reclutador',
    hiringManager: 'Responsable de contratación',
    interviewer: 'Entrevistador',
  } satisfies Record<TeamRole, string>,
  roleHelp: {
    owner: 'Gestiona el equipo y todo lo demás.',
    recruiter: 'Ve y gestiona todas las vacantes y candidatos.',
    hiringManager:
      'Ve solo las vacantes que le asignes: comenta y rellena valoraciones; no exporta, no borra, no ve el registro de auditoría ni gestiona el equipo.',
    interviewer: 'Ve solo a los candidatos con los que tiene una entrevista programada y rellena sus valoraciones.',
  } satisfies Record<TeamRole, string>,
  roleLabel: 'Rol',
  vacanciesLabel: 'Vacantes asignadas',
  noVacanciesAssigned: 'Sin vacantes asignadas',
  saveRole: 'Guardar rol',
  roleSaved: (email: string) => `Rol de ${email} actualizado.`,
  you: '(tú)',
  membersHeading: 'Miembros',
  invitationsHeading: 'Invitaciones pendientes',
  noInvitations: 'No hay invitaciones pendientes.',
  inviteHeading: 'Invitar a un compañero',
  inviteEmailLabel: 'Correo electrónico del compañero',
  inviteButton: 'Enviar invitación',
  invited: (email: string) => `Invitación enviada a ${email}.`,
  invitedAt: 'Invitado el',
  joinedAt: 'Desde el',
  revoke: 'Revocar',
  remove: 'Quitar',
  confirmRemove: (email: string) => `¿Quitar a ${email} del equipo? Perderá el acceso a la empresa de inmediato.`,
  confirmRevoke: (email: string) => `¿Revocar la invitación a ${email}? Su enlace dejará de servir.`,
  ownerManages: 'Solo el propietario de la empresa invita y quita miembros.',
  accepting: 'Uniéndote a la empresa…',
} as const;

export const TEAM_ERRORS = {
  ownerOnly: ACCESS_ERRORS.forbiddenFor.team,
  alreadyMember: 'Esta persona ya es miembro de tu empresa.',
  alreadyInCompany: `Esta persona ya pertenece a una empresa en ${PRODUCT.name}: una cuenta solo puede pertenecer a una empresa.`,
  youAlreadyHaveCompany: `Tu cuenta ya pertenece a una empresa en ${PRODUCT.name}: una cuenta solo puede pertenecer a una empresa.`,
  invitationNotFound: 'La invitación no existe o ya no es válida. Pide a tu empresa que te invite de nuevo.',
  invitationOtherEmail:
    'Esta invitación es para otro correo electrónico. Inicia sesión con el correo al que llegó la invitación.',
  cannotRemoveSelf: 'No puedes quitarte a ti mismo del equipo.',
  cannotRemoveOwner: 'No se puede quitar al propietario de la empresa.',
  memberNotFound: 'No se encontró a esa persona en tu equipo.',
  cannotChangeOwnerRole: 'El rol del propietario de la empresa no se puede cambiar.',
  unknownVacancy: 'Una de las vacantes elegidas no existe en tu empresa.',
  vacanciesOnlyForHiringManager: 'Solo a un responsable de contratación se le asignan vacantes.',
} as const;
