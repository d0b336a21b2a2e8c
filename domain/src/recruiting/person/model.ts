/**
 * Issue 32, one person across vacancies: the applications of one company with the same email (normalised:
 * trimmed, lower-case) are one person. The person view lists those of them the member may see, each with its
 * source, the team's notes and scorecards, and Clara's score only where `maySeeClara` allows it.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../hiring/status';
import { RECOMMENDATIONS } from '../../scorecards/model';
import { idField } from '../../common/ids';

/** Issue 32's tags: per person per company, each 1–30 characters, at most 20. */
export const TAG_MAX_LENGTH = 30;
export const TAGS_MAX = 20;

export const PERSON_ERRORS = {
  tag: `Cada etiqueta debe tener entre 1 y ${TAG_MAX_LENGTH} caracteres.`,
  tooMany: `Una persona puede tener como máximo ${TAGS_MAX} etiquetas.`,
  tags: 'Indica las etiquetas como una lista de textos.',
} as const;

/** A tag as stored and compared: trimmed, inner spaces collapsed. */
export const normalizeTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ');
/** The key a tag is searched by: lower-case, without accents. */
export const tagKey = (tag: string): string =>
  normalizeTag(tag)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** `PUT /api/person/:applicationId/tags`: the person's whole list of tags (duplicates, by key, kept once). */
export const personTagsInputSchema = z.object({
  tags: z
    .array(
      z
        .string({ error: PERSON_ERRORS.tag })
        .transform(normalizeTag)
        .pipe(z.string().min(1, { error: PERSON_ERRORS.tag }).max(TAG_MAX_LENGTH, { error: PERSON_ERRORS.tag })),
      { error: PERSON_ERRORS.tags },
    )
    .max(TAGS_MAX, { error: PERSON_ERRORS.tooMany })
    .transform((tags) =>
      tags.filter((tag, index) => tags.findIndex((other) => tagKey(other) === tagKey(tag)) === index),
    ),
});
export type PersonTagsInput = z.output<typeof personTagsInputSchema>;
export const personTagsResponseSchema = z.object({ tags: z.array(z.string()) });

/** `POST /api/person/:applicationId/add-to-vacancy`: the company's (Activa) vacancy to add the person to. */
export const addToVacancyInputSchema = z.object({ vacancyId: idField('vacante') });
export type AddToVacancyInput = z.output<typeof addToVacancyInputSchema>;
export const addToVacancyResponseSchema = z.object({ applicationId: z.string() });

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

/** «Buscar candidatos»: at most this many applications by name or email, and people by tag, per search. */
export const PEOPLE_SEARCH_LIMIT = 50;
export const PEOPLE_TAG_SEARCH_LIMIT = 20;
export const PEOPLE_SEARCH_MAX = 40;

/** `GET /api/people?q=`: a name or email prefix, or a tag. */
export const peopleSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe un nombre, un correo o una etiqueta.' })
    .trim()
    .min(1, { error: 'Escribe un nombre, un correo o una etiqueta.' })
    .max(PEOPLE_SEARCH_MAX, { error: `La búsqueda admite hasta ${PEOPLE_SEARCH_MAX} caracteres.` }),
});
export type PeopleSearchQuery = z.output<typeof peopleSearchQuerySchema>;

export const foundApplicationSchema = z.object({
  applicationId: z.string(),
  vacancyId: z.string(),
  vacancyTitle: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.number(),
});
export const foundPersonSchema = z.object({
  personKey: z.string(),
  name: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  applications: z.array(foundApplicationSchema),
});
export type FoundPerson = z.output<typeof foundPersonSchema>;
export const peopleSearchSchema = z.object({
  people: z.array(foundPersonSchema),
  /** The search read as many applications (or tagged people) as it reads at most: there may be more. */
  truncated: z.boolean(),
});
export type PeopleSearch = z.output<typeof peopleSearchSchema>;

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
  addToVacancy: 'Añadir a otra vacante',
  pickVacancy: 'Vacante',
  pickVacancyPlaceholder: 'Elige una vacante activa',
  noOtherVacancy: 'No hay otra vacante activa a la que añadir a esta persona.',
  add: 'Añadir',
  added: (title: string) => `Añadida a «${title}» como Nueva.`,
  addFailed: 'No se pudo añadir a la persona a la vacante. Inténtalo de nuevo.',
  historyNote: 'Añadida por el equipo desde otra postulación.',
  searchTitle: 'Buscar candidatos',
  searchLabel: 'Nombre, correo o etiqueta',
  searchPlaceholder: 'Nombre, correo o etiqueta',
  searchButton: 'Buscar',
  searchNone: 'No hay candidatos que coincidan.',
  searchTruncated:
    'Se muestran las coincidencias más recientes. Si no ves a quien buscas, escribe más de su nombre o de su correo.',
  searchFailed: 'No se pudo buscar. Inténtalo de nuevo.',
  openFailed: 'No se pudo abrir la postulación. Inténtalo de nuevo.',
  openApplication: (title: string, status: string) => `${title} · ${status}`,
  erase: (count: number) => `Borrar a la persona y sus ${count} postulaciones`,
  confirmErase: (name: string, count: number) =>
    `¿Borrar a ${name} y sus ${count} postulaciones en tu empresa? Se borran sus datos, entrevistas, evaluaciones, notas y etiquetas. No se puede deshacer.`,
  eraseFailed: 'No se pudo borrar a la persona. Inténtalo de nuevo.',
  tags: 'Etiquetas',
  noTags: 'Sin etiquetas.',
  newTag: 'Nueva etiqueta',
  addTag: 'Añadir etiqueta',
  removeTag: (tag: string) => `Quitar etiqueta ${tag}`,
  tagsFailed: 'No se pudieron guardar las etiquetas. Inténtalo de nuevo.',
} as const;
