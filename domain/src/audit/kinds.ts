/**
 * The company's audit log (issue 20): an append-only record of who saw and decided what, written by the
 * functions only. Zod-free. A feature that records a new kind of action adds it here (its Spanish label), then
 * writes it with its action (`auditWithin`, functions/src/audit/log.ts), in the action's own transaction or batch.
 */
import { PRODUCT } from '../brand';
import { calendarMonthsBefore } from '../common/dates';
import { ACCESS_ERRORS } from '../common/access';

export const AUDIT_KINDS = {
  'candidate.cvViewed': 'Vio el CV',
  'candidate.transcriptViewed': 'Vio la transcripción',
  'candidate.analysisViewed': `Vio el análisis de ${PRODUCT.name}`,
  'candidate.statusChanged': 'Cambió el estado',
  'candidate.erased': 'Borró los datos del candidato',
  'candidate.withdrew': 'El candidato retiró su postulación',
  'candidate.dataDownloaded': 'El candidato consultó o descargó sus datos',
  'candidate.ownAnalysisViewed': `El candidato vio el análisis de ${PRODUCT.name} de su entrevista`,
  'scorecard.created': 'Completó una evaluación',
  'scorecard.updated': 'Editó su evaluación',
  'review.requested': 'El candidato pidió una revisión por una persona',
  'review.answered': 'Respondió una solicitud de revisión',
  'review.commented': 'El candidato añadió contexto a su análisis',
  'team.invited': 'Invitó a un miembro',
  'team.invitationRevoked': 'Anuló una invitación',
  'team.memberJoined': 'Se unió al equipo',
  'team.memberRemoved': 'Quitó a un miembro',
  'team.roleChanged': 'Cambió el rol de un miembro',
  'team.vacanciesAssigned': 'Cambió las vacantes asignadas a un miembro',
  'audit.exported': 'Exportó el registro de auditoría',
  'company.blindScoringChanged': 'Cambió la evaluación a ciegas',
  'vacancy.created': 'Creó una vacante',
  'vacancy.updated': 'Editó una vacante',
  'vacancy.statusChanged': 'Cambió el estado de una vacante',
  'candidates.exported': 'Exportó los candidatos de una vacante (CSV)',
  'webhook.created': 'Registró un webhook',
  'webhook.deleted': 'Eliminó un webhook',
  'webhook.tested': 'Envió una entrega de prueba a un webhook',
  'webhook.secret_rotated': 'Rotó el secreto de un webhook',
  'webhook.redelivered': 'Reenvió una entrega de un webhook',
  'interview.proposed': 'Propuso una entrevista',
  'interview.picked': 'El candidato eligió el horario de su entrevista',
  'interview.rescheduled': 'El candidato cambió el horario de su entrevista',
  'interview.cancelled': 'El candidato canceló su entrevista',
  'interview.cancelledByCompany': 'Canceló una entrevista',
  'interview.moved': 'Cambió el horario de una entrevista',
  'candidate.autoClosed': 'Cerró una postulación sin decisión (cierre automático)',
  'settings.autoClose': 'Cambió el cierre automático de postulaciones',
  'interview.assigned': `${PRODUCT.name} creó la entrevista y envió la invitación`,
  'interview.finished': `Terminó la entrevista con ${PRODUCT.name}`,
  'interview.analysed': `${PRODUCT.name} analizó la entrevista`,
  'interview.fallbackAnalyser': `${PRODUCT.name} usó el analizador de respaldo (el modelo falló)`,
  'candidate.addedToVacancy': 'Añadió al candidato a otra vacante',
  'candidate.knockedOut': 'Descartado automáticamente por una pregunta eliminatoria',
  'company.retentionChanged': 'Cambió el perfil de conservación de datos',
  'compliance.downloaded': 'Descargó un documento de cumplimiento',
  'accommodation.requested': 'El candidato pidió un ajuste o una entrevista con una persona',
  'accommodation.answered': 'Respondió una solicitud de ajuste',
} as const satisfies Record<string, string>;

export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_IDS = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

/** Who did it: a member, the candidate (through their link or interview), or Clara/the system. */
export type AuditActor = { type: 'member'; uid: string; email: string } | { type: 'candidate' } | { type: 'system' };

export interface AuditEntry {
  id: string;
  /** Epoch seconds. */
  at: number;
  actor: AuditActor;
  kind: AuditKind;
  candidate: { applicationId: string; name: string } | null;
  vacancyId: string | null;
  /** The action it came from: the API call (`PUT /api/…`). */
  action: string;
  /** A short detail (the new status, the invited address…); never a CV or an answer's text. */
  detail: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** Retention: 12 months by default, never under 6 (EU AI Act art. 26(6): logs kept at least six months). */
export const AUDIT_RETENTION_MONTHS_DEFAULT = 12;
export const AUDIT_RETENTION_MONTHS_MIN = 6;

/** The retention in force for a configured value (unset or invalid: the default; under the minimum: the minimum). */
export function auditRetentionMonths(configured?: number | null): number {
  const months =
    typeof configured === 'number' && Number.isFinite(configured) && configured > 0
      ? Math.floor(configured)
      : AUDIT_RETENTION_MONTHS_DEFAULT;
  return Math.max(AUDIT_RETENTION_MONTHS_MIN, months);
}

/**
 * Entries older than this (epoch seconds) are purged: the same day and time (UTC) the retention's calendar months
 * earlier, on the month's last day when it has no such day (31 August less 6 months: 28 or 29 February).
 */
export function auditCutoff(now: number, months: number): number {
  return calendarMonthsBefore(now, auditRetentionMonths(months));
}

export function actorLabel(actor: AuditActor): string {
  if (actor.type === 'member') return actor.email || actor.uid;
  return actor.type === 'candidate' ? 'El candidato' : PRODUCT.name;
}

export const AUDIT_TEXTS = {
  title: 'Registro de auditoría',
  intro: (months: number) =>
    `Quién vio y decidió qué sobre cada candidato. Nadie puede editar ni borrar una entrada; se conservan ${months} meses.`,
  menu: 'Registro de auditoría',
  when: 'Fecha',
  who: 'Persona',
  what: 'Acción',
  candidate: 'Candidato',
  detail: 'Detalle',
  from: 'Desde',
  allPeople: 'Todas las personas',
  allKinds: 'Todas las acciones',
  candidateFilter: (name: string) => `Candidato: ${name}`,
  clearCandidate: 'Quitar filtro de candidato',
  filterByCandidate: 'Ver solo este candidato',
  empty: 'No hay entradas con estos filtros.',
  more: 'Cargar más',
  export: 'Exportar CSV',
  ownerOnly: ACCESS_ERRORS.forbiddenFor.audit,
  loadError: 'No se pudo cargar el registro de auditoría.',
  back: 'Volver al panel',
  csvHeader: ['fecha (UTC)', 'persona', 'acción', 'candidato', 'id postulación', 'vacante', 'detalle', 'origen'],
} as const;

export const AUDIT_ERRORS = {
  ownerOnly: AUDIT_TEXTS.ownerOnly,
  badCursor: 'Cursor de página no válido.',
} as const;
