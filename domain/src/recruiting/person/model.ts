/**
 * Issue 32, one person across vacancies: the applications of one company with the same email (normalised:
 * trimmed, lower-case) are one person. The person view lists those of them the member may see, each with its
 * source, the team's notes and scorecards, and Clara's score only where `maySeeClara` allows it.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../status';
import { RECOMMENDATIONS } from '../scorecards/model';
import { COMMON_SOURCES, DIRECT_SOURCE } from '../careers/model';

/** The key every application of one person shares: the email, trimmed and lower-cased. */
export const normalizePersonEmail = (email: string): string => email.trim().toLowerCase();

/** A note the team left on one of the person's applications (a status move's note). */
export const personNoteSchema = z.object({
  date: z.number(),
  author: z.string(),
  text: z.string(),
});

/** A submitted scorecard, as the person view shows it (the ratings stay in the candidate's scorecard section). */
export const personScorecardSchema = z.object({
  author: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string(),
  date: z.number(),
});

export const personApplicationSchema = z.object({
  applicationId: z.string(),
  vacancyId: z.string(),
  vacancyTitle: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.number(),
  /** `?fuente=` of the link they applied through ('directo' when none). */
  source: z.string(),
  /** Clara's score of the interview: null when none, or withheld from this member (blind scoring). */
  score: z.union([z.number(), z.string()]).nullable(),
  claraHidden: z.boolean(),
  notes: z.array(personNoteSchema),
  /** The team's scorecards: shown once this member has submitted their own (as the scorecard section does). */
  scorecards: z.array(personScorecardSchema),
});
export type PersonApplication = z.output<typeof personApplicationSchema>;

/** `GET /api/person/:applicationId`: the person behind an application, as the member may see them. */
export const personSchema = z.object({
  name: z.string(),
  email: z.string(),
  applications: z.array(personApplicationSchema),
  tags: z.array(z.string()),
});
export type Person = z.output<typeof personSchema>;

/** The label of a source: the common ones by name, any other as its slug. */
export function sourceLabel(source: string): string {
  if (source === DIRECT_SOURCE) return PERSON_TEXTS.directSource;
  return COMMON_SOURCES.find((common) => common.slug === source)?.label ?? source;
}

export const PERSON_TEXTS = {
  title: 'Otras postulaciones',
  intro: 'Las postulaciones de esta persona en tu empresa (mismo correo electrónico).',
  none: 'No tiene otras postulaciones que puedas ver.',
  current: 'Esta postulación',
  loadError: 'No se pudieron cargar las postulaciones de esta persona.',
  vacancy: 'Vacante',
  status: 'Estado',
  date: 'Fecha',
  source: 'Fuente',
  score: 'Puntaje',
  hiddenScore: 'Oculto',
  notes: 'Notas del equipo',
  scorecards: 'Evaluaciones',
  directSource: 'Directo',
  erase: (count: number) => `Borrar a la persona y sus ${count} postulaciones`,
  confirmErase: (name: string, count: number) =>
    `¿Borrar a ${name} y sus ${count} postulaciones en tu empresa? Se borran sus datos, entrevistas, evaluaciones, notas y etiquetas. No se puede deshacer.`,
  eraseFailed: 'No se pudo borrar a la persona. Inténtalo de nuevo.',
} as const;
