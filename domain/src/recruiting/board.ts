/**
 * Issue 11: the board view of a vacancy. One column per application status; moving a card is the status modal's
 * change, with the status modal's allowed moves (`canRecruiterSetStatus`), so the board never allows more.
 */
import { PRODUCT } from '../brand';
import { APPLICATION_STATUSES, canRecruiterSetStatus, type ApplicationStatus } from '../hiring/status';
import type { Application } from './types';

/** The board's columns, left to right: the pipeline's order (SPEC §4), Descartado last. */
export const BOARD_COLUMNS: readonly ApplicationStatus[] = APPLICATION_STATUSES;

/** The board's route: one path for every vacancy (the vacancy in the query), so it is one noindex page. */
export const BOARD_PATH = '/tablero';
export const boardPath = (vacancyId: string) => `${BOARD_PATH}?vacante=${encodeURIComponent(vacancyId)}`;

/** Why a card cannot go to a column; null when it can. */
export function moveRefusal(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (from === to) return BOARD_TEXTS.refusedSameColumn;
  if (canRecruiterSetStatus(from, to)) return null;
  if (to === 'Nueva') return BOARD_TEXTS.refusedNueva;
  if (to === 'Entrevista') return BOARD_TEXTS.refusedEntrevista;
  return BOARD_TEXTS.refusedOther(from, to);
}

/** Whether a card in `from` may be dropped on the `to` column. */
export const canMoveCard = (from: ApplicationStatus, to: ApplicationStatus): boolean => moveRefusal(from, to) === null;

/** The columns a card may go to, in board order (what the keyboard instructions and the arrow keys offer). */
export function allowedColumns(from: ApplicationStatus): ApplicationStatus[] {
  return BOARD_COLUMNS.filter((to) => canMoveCard(from, to));
}

/**
 * The column the arrow keys reach from `current` (the card's own column before the first press): the next
 * allowed one in that direction, or `current` when there is none (the card stays where the keys left it).
 */
export function nextAllowedColumn(
  from: ApplicationStatus,
  current: ApplicationStatus,
  direction: 'left' | 'right',
): ApplicationStatus {
  const step = direction === 'right' ? 1 : -1;
  for (let i = BOARD_COLUMNS.indexOf(current) + step; i >= 0 && i < BOARD_COLUMNS.length; i += step) {
    const column = BOARD_COLUMNS[i];
    if (column && (canMoveCard(from, column) || column === from)) return column;
  }
  return current;
}

/** The small marker on a card: the interview's score when analysed, else that an interview is assigned. */
export function cardMarker(application: Pick<Application, 'interviewId' | 'interviews'>): string | null {
  const scored = application.interviews.find((interview) => interview.score !== null && interview.score !== '');
  if (scored) return `Puntuación ${scored.score}`;
  if (application.interviewId || application.interviews.length > 0) return BOARD_TEXTS.interviewAssigned;
  return null;
}

export const BOARD_TEXTS = {
  title: (vacancyTitle: string) => `Tablero · ${vacancyTitle}`,
  openBoard: 'Ver tablero',
  vacancyMissing: 'No se encontró la vacante. Puede que se haya eliminado o que pertenezca a otra empresa.',
  emptyColumn: 'Sin candidatos',
  interviewAssigned: `Entrevista con ${PRODUCT.name}`,
  moveHandle: (name: string) => `Mover la tarjeta de ${name}`,
  instructions:
    'Para mover un candidato con el teclado: enfoca el botón de mover de su tarjeta y pulsa Espacio o Intro para tomarla. ' +
    'Con las flechas izquierda y derecha eliges la columna (solo las permitidas) y con Espacio o Intro la sueltas; ' +
    'Escape cancela. Después puedes añadir una nota y confirmar con «Mover».',
  refusedSameColumn: 'Ya está en esta columna.',
  refusedNueva: 'Un candidato no vuelve a Nueva.',
  refusedEntrevista: `Pasa a Entrevista al asignarle una entrevista con ${PRODUCT.name}.`,
  refusedOther: (from: ApplicationStatus, to: ApplicationStatus) => `No se puede pasar de ${from} a ${to}.`,
  notAllowedHere: 'No se puede soltar aquí',
  // Live-region announcements (screen readers) during and after a move.
  pickedUp: (name: string, from: ApplicationStatus) =>
    `Tomaste a ${name}, en la columna ${from}. Usa las flechas para elegir otra columna.`,
  over: (name: string, to: ApplicationStatus) => `${name} está sobre la columna ${to}.`,
  overNothing: (name: string) => `${name} no está sobre ninguna columna permitida.`,
  dropped: (name: string, to: ApplicationStatus) => `Soltaste a ${name} en ${to}. Añade una nota opcional y confirma.`,
  droppedNowhere: (name: string) => `${name} vuelve a su columna; no se movió.`,
  dragCancelled: (name: string) => `Movimiento cancelado: ${name} sigue en su columna.`,
  moved: (name: string, to: ApplicationStatus) => `${name} se movió a ${to}.`,
  moveFailed: 'No se pudo mover al candidato. Inténtalo de nuevo.',
  // The note dialog after a drop.
  noteTitle: (name: string, to: ApplicationStatus) => `Mover a ${name} a ${to}`,
  noteFromTo: (from: ApplicationStatus, to: ApplicationStatus) => `De ${from} a ${to}.`,
  noteLabel: 'Nota (opcional)',
  confirmMove: 'Mover',
  moving: 'Moviendo...',
  cancel: 'Cancelar',
  count: (n: number) => (n === 1 ? '1 candidato' : `${n} candidatos`),
} as const;
