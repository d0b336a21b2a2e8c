/**
 * Issue 32: bulk actions on a vacancy's candidates (the candidate list and the board). One request names the
 * candidates (picked ids, or every one of a column) and one action; each candidate gets its own outcome, and a retry
 * of the same request (its id) acts on none twice. Zod-free.
 */
import { PRODUCT } from '../../brand';

/** The most candidates one request acts on. */
export const BULK_MAX = 500;
/**
 * Candidates acted on at once inside a request, each in its own transaction. Each move writes its vacancy's counters
 * and the funnel's sums as blind increments (no transaction reads them), so moves at once do not contend: 500
 * rejections took 30 s at 5 at a time, against 250 ms each one at a time (`npm run bench`), with no lock timeout.
 */
export const BULK_CONCURRENCY = 5;
/**
 * Candidates one request acts on: a bulk action on more is several requests of the same action, each taking the next
 * slice, so no request outlives the function's timeout (500 in one request did: the emulator answered 504).
 */
export const BULK_BATCH = 50;

export const BULK_ACTION_KINDS = ['status', 'reject', 'assignInterview'] as const;
export type BulkActionKind = (typeof BULK_ACTION_KINDS)[number];

export const BULK_OUTCOMES = ['done', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export interface BulkResult {
  applicationId: string;
  name: string;
  outcome: BulkOutcome;
  /** Why not, in Spanish (failed); what happened to the email, for a rejection. */
  message: string;
}

export const BULK_TEXTS = {
  select: (name: string) => `Seleccionar a ${name}`,
  selectPage: 'Seleccionar todos los de esta página',
  selectColumn: (status: string) => `Seleccionar toda la columna ${status}`,
  bar: 'Acciones sobre varios candidatos',
  selectMatching: 'Seleccionar todos los que coinciden',
  allMatching: `Todos los que coinciden con la búsqueda y el filtro (hasta ${BULK_MAX})`,
  exportSelection: 'Exportar selección (CSV)',
  selected: (n: number) => (n === 1 ? '1 candidato seleccionado' : `${n} candidatos seleccionados`),
  clear: 'Quitar la selección',
  action: 'Acción',
  actions: {
    status: 'Cambiar estado',
    reject: 'Rechazar con correo',
    assignInterview: `Entrevistar con ${PRODUCT.name}`,
  } satisfies Record<BulkActionKind, string>,
  newStatus: 'Nuevo estado',
  notes: 'Nota para todos (opcional)',
  apply: 'Aplicar a la selección',
  applying: 'Aplicando…',
  progress: (done: number, total: number) => `Aplicando… ${done} de ${total}`,
  expired: 'Esta acción ya no está disponible. Vuelve a seleccionar a los candidatos.',
  summary: (done: number, failed: number) =>
    `${done} ${done === 1 ? 'hecho' : 'hechos'}${failed ? `, ${failed} sin hacer` : ''}.`,
  outcomes: { done: 'Hecho', failed: 'No se hizo' } satisfies Record<BulkOutcome, string>,
  notInVacancy: 'No es un candidato de esta vacante.',
  alreadyDone: 'Ya se hizo en un intento anterior.',
  tooMany: `Como máximo ${BULK_MAX} candidatos por acción.`,
  noneSelected: 'Selecciona al menos un candidato.',
} as const;
