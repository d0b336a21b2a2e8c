/**
 * Issue 30: a vacancy's interview design, the ONE rubric model every reader of a rating uses (analysis,
 * scorecards, kit, comparison, agreement). A vacancy picks 3–8 key skills (from the catalogue below or its
 * own, each with anchors for 1, 3 and 5) and up to 10 own questions, ordered, each tied to skill(s), each with
 * an optional note on what a good answer shows (never seen by candidates: it lives in `interview_private`).
 *
 * Versioning: the vacancy keeps `rubricVersion` (1, 2, …), raised whenever its skills or questions change; an interview
 * copies the skills and the version when it is assigned (`InterviewRubric` in its context), so an edit never
 * changes an interview already assigned nor rewrites a stored analysis. A vacancy without design rates the
 * default six competencies (`COMPETENCIES`), exactly as before.
 */
import { z } from 'zod';
import {
  COMPETENCIES,
  RUBRIC_VERSION,
  competenciesFor,
  competencyById,
  competencyByName,
  scoreFromRatings,
  scoreFromSkillRatings,
  type CompetencyId,
} from './rubric';

export const DESIGN_LIMITS = {
  minSkills: 3,
  maxSkills: 8,
  maxQuestions: 10,
  skillName: 80,
  anchor: 300,
  description: 300,
  question: 500,
  goodAnswer: 600,
} as const;

export interface SkillAnchors {
  1: string;
  3: string;
  5: string;
}

/** One skill of a vacancy's rubric, as stored on the vacancy and copied into each interview's context. */
export interface Skill {
  /** A catalogue id (`trabajo-equipo`, `comunicacion`…) or `propia-…` for the company's own. */
  id: string;
  name: string;
  description: string;
  anchors: SkillAnchors;
  /** The catalogue entry it was picked from; absent for the company's own skills. */
  catalogueId?: string;
}

/** A question the company wrote, asked by Clara word for word, in order. */
export interface OwnQuestion {
  id: string;
  text: string;
  /** Ids of the skills (of the same design) it evidences; at least one. */
  skillIds: string[];
  /** «Qué debe mostrar una buena respuesta»: for the team only, never shown to candidates. */
  goodAnswer: string;
}

/** What an interview keeps of its vacancy's design (in `interview_private` with the context). */
export interface InterviewRubric {
  /** e.g. `vacante-3`: the vacancy's rubric version the interview was assigned with. */
  version: string;
  skills: Skill[];
  questions: OwnQuestion[];
}

/** A skill of the catalogue: its texts, the question Clara generates for it, and its built-in measure. */
export interface CatalogueSkill extends Skill {
  catalogueId: string;
  /** The question Clara asks when no own question covers the skill. */
  question: string;
  /** Which of the built-in analyser's measures of an answer rates it (for a job skill: with its keywords). */
  basis: Exclude<CompetencyId, 'ajuste'>;
  /** Stems of words whose presence in an answer shows the skill was talked about (built-in analyser). */
  keywords: string[];
}

const BASE_QUESTIONS: Record<CompetencyId, string> = {
  comunicacion:
    'Explícame, como se lo contarías a alguien de otra área, un proyecto reciente del que estés orgullosa u orgulloso.',
  especificidad: 'Cuéntame un caso concreto de tu trabajo: qué pasó, cuándo, con qué herramientas y qué hiciste tú.',
  resultados: 'Háblame de un trabajo tuyo que terminó bien: ¿qué cambió gracias a ti y cómo lo mediste?',
  estructura: 'Háblame de un problema difícil: la situación, lo que hiciste paso a paso y el resultado.',
  relevancia: '¿Qué parte de tu experiencia es la más útil para este puesto, y por qué? Dame un ejemplo.',
  ajuste: 'De los requisitos del puesto, ¿cuál has aplicado más y dónde? Cuéntame un caso.',
};

const BASE_BASIS: Record<CompetencyId, CatalogueSkill['basis']> = {
  comunicacion: 'comunicacion',
  especificidad: 'especificidad',
  resultados: 'resultados',
  estructura: 'estructura',
  relevancia: 'relevancia',
  ajuste: 'relevancia',
};

const JOB_SKILLS: CatalogueSkill[] = [
  {
    id: 'atencion-cliente',
    catalogueId: 'atencion-cliente',
    name: 'Atención al cliente',
    description: 'Trato con clientes o usuarios: entiende lo que necesitan, resuelve y cuida la relación.',
    anchors: {
      1: 'No cuenta ninguna situación con clientes o usuarios, o la resuelve sin escucharlos.',
      3: 'Cuenta trato con clientes, pero en general: no dice qué necesitaba la persona ni cómo terminó.',
      5: 'Casos concretos con clientes: qué necesitaban, qué hizo para resolverlo y cómo quedó la relación.',
    },
    question:
      'Cuéntame una ocasión en la que atendiste a un cliente o usuario con un problema difícil. ¿Qué necesitaba, qué hiciste y cómo terminó?',
    basis: 'especificidad',
    keywords: ['client', 'usuari', 'atend', 'atenci', 'quej', 'reclam', 'servici', 'pacient', 'comensal'],
  },
  {
    id: 'trabajo-equipo',
    catalogueId: 'trabajo-equipo',
    name: 'Trabajo en equipo',
    description: 'Colabora con otras personas hacia un objetivo común y maneja los desacuerdos.',
    anchors: {
      1: 'No menciona a otras personas ni su papel dentro de un equipo.',
      3: 'Dice que trabaja en equipo, con algún ejemplo sin detalle de su aporte ni de cómo se coordinaron.',
      5: 'Ejemplos de colaboración con su papel exacto, cómo se coordinó, cómo resolvió desacuerdos y el resultado común.',
    },
    question:
      'Háblame de un proyecto en equipo en el que hubo un desacuerdo. ¿Cuál era tu papel, qué hiciste y cómo terminó?',
    basis: 'especificidad',
    keywords: ['equip', 'compañer', 'colabor', 'coordin', 'junt', 'desacuerd', 'reuni'],
  },
  {
    id: 'resolucion-problemas',
    catalogueId: 'resolucion-problemas',
    name: 'Resolución de problemas',
    description: 'Analiza un problema, busca la causa, prueba soluciones y comprueba que funcionan.',
    anchors: {
      1: 'No describe ningún problema ni cómo lo abordó.',
      3: 'Describe un problema y una solución, sin explicar la causa ni cómo comprobó que funcionaba.',
      5: 'Problemas concretos: cómo encontró la causa, qué probó, qué decidió y cómo comprobó el resultado.',
    },
    question:
      'Cuéntame un problema difícil que hayas resuelto en el trabajo. ¿Cómo encontraste la causa, qué probaste y cómo supiste que estaba resuelto?',
    basis: 'estructura',
    keywords: ['problem', 'caus', 'soluci', 'resolv', 'fall', 'error', 'analic', 'diagnost'],
  },
  {
    id: 'organizacion',
    catalogueId: 'organizacion',
    name: 'Organización y planificación',
    description: 'Prioriza, planifica su trabajo y cumple los plazos.',
    anchors: {
      1: 'No explica cómo organiza su trabajo ni cómo cumple plazos.',
      3: 'Menciona que se organiza (listas, agenda) sin un caso donde se vea cómo priorizó.',
      5: 'Casos con plazos o cargas concretas: cómo priorizó, qué herramientas usó y si cumplió.',
    },
    question:
      'Háblame de una semana en la que tuviste más trabajo del que cabía. ¿Cómo decidiste qué hacer primero y qué pasó con los plazos?',
    basis: 'estructura',
    keywords: ['plaz', 'prioriz', 'planific', 'organic', 'agend', 'calendari', 'turn', 'tiemp'],
  },
  {
    id: 'liderazgo',
    catalogueId: 'liderazgo',
    name: 'Liderazgo',
    description: 'Guía a otras personas, reparte el trabajo, da y pide opinión, y responde por el resultado.',
    anchors: {
      1: 'No cuenta ninguna situación en la que guiara a otras personas.',
      3: 'Menciona haber dirigido a alguien, sin detalle de cómo decidió ni de cómo respondió el equipo.',
      5: 'Casos en los que guió a un equipo: cómo repartió el trabajo, cómo apoyó a las personas y qué logró el grupo.',
    },
    question:
      'Cuéntame una ocasión en la que tuviste que guiar a otras personas hacia un objetivo. ¿Cómo repartiste el trabajo y qué lograsteis?',
    basis: 'resultados',
    keywords: ['lider', 'dirig', 'equip', 'reparti', 'deleg', 'motiv', 'form', 'cargo'],
  },
  {
    id: 'adaptabilidad',
    catalogueId: 'adaptabilidad',
    name: 'Adaptabilidad y aprendizaje',
    description: 'Aprende rápido y se adapta a cambios de tareas, herramientas o prioridades.',
    anchors: {
      1: 'No cuenta ningún cambio ni nada que haya aprendido.',
      3: 'Dice que aprende rápido, con algún ejemplo sin detalle de cómo aprendió ni del resultado.',
      5: 'Casos concretos de cambio: qué tuvo que aprender, cómo lo hizo y en cuánto tiempo lo aplicó con éxito.',
    },
    question:
      'Describe una ocasión en la que tuviste que aprender algo nuevo en poco tiempo. ¿Cómo lo hiciste y qué resultado tuvo?',
    basis: 'especificidad',
    keywords: ['aprend', 'cambi', 'nuev', 'adapt', 'curs', 'form'],
  },
  {
    id: 'analisis-datos',
    catalogueId: 'analisis-datos',
    name: 'Análisis de datos',
    description: 'Usa datos para entender una situación y decidir: fuentes, herramientas, conclusiones.',
    anchors: {
      1: 'No menciona datos, cifras ni herramientas de análisis.',
      3: 'Menciona herramientas o informes sin contar qué concluyó de los datos ni qué se decidió.',
      5: 'Casos con datos concretos: de dónde salieron, cómo los analizó, qué concluyó y qué decisión cambió.',
    },
    question:
      'Cuéntame un análisis de datos que hiciste y que cambiara una decisión. ¿Qué datos usaste, con qué herramientas y qué se decidió?',
    basis: 'resultados',
    keywords: ['dat', 'excel', 'sql', 'informe', 'indicador', 'kpi', 'analis', 'métric', 'metric', 'panel'],
  },
  {
    id: 'calidad-seguridad',
    catalogueId: 'calidad-seguridad',
    name: 'Calidad y seguridad',
    description: 'Sigue y mejora los procedimientos de calidad, higiene o seguridad de su trabajo.',
    anchors: {
      1: 'No menciona normas, procedimientos ni controles de calidad o seguridad.',
      3: 'Dice que cumple las normas, sin un caso concreto de cómo las aplicó o qué evitó.',
      5: 'Casos concretos: qué procedimiento aplicó o mejoró, qué riesgo o error evitó y cómo lo comprobó.',
    },
    question:
      'Háblame de una ocasión en la que un procedimiento de calidad, higiene o seguridad evitó un problema, o en la que tú lo mejoraste.',
    basis: 'especificidad',
    keywords: ['calidad', 'segur', 'higien', 'norm', 'procedimient', 'protocol', 'control', 'riesg'],
  },
];

/** The catalogue: today's six competencies first (same ids, names and anchors), then common job skills. */
export const SKILL_CATALOGUE: readonly CatalogueSkill[] = [
  ...COMPETENCIES.map((competency): CatalogueSkill => ({
    id: competency.id,
    catalogueId: competency.id,
    name: competency.name,
    description: competency.description,
    anchors: { ...competency.anchors },
    question: BASE_QUESTIONS[competency.id],
    basis: BASE_BASIS[competency.id],
    keywords: [],
  })),
  ...JOB_SKILLS,
];

export function catalogueSkill(id: string | undefined): CatalogueSkill | undefined {
  return id ? SKILL_CATALOGUE.find((skill) => skill.catalogueId === id) : undefined;
}

/** The rubric of an interview without design: the default six (or five without a job description). */
export function defaultSkills(hasJobDescription: boolean): Skill[] {
  return competenciesFor(hasJobDescription).map((competency) => ({
    id: competency.id,
    name: competency.name,
    description: competency.description,
    anchors: { ...competency.anchors },
  }));
}

/** The skills an interview rates: its vacancy's (the version it was assigned with), else the default six. */
export function interviewSkills(rubric: InterviewRubric | undefined, hasJobDescription: boolean): Skill[] {
  return rubric && rubric.skills.length > 0 ? rubric.skills : defaultSkills(hasJobDescription);
}

/** The `rubricVersion` an analysis stores: the vacancy's (`vacante-N`) or the default rubric's. */
export function rubricVersionOf(rubric: InterviewRubric | undefined): string {
  return rubric && rubric.skills.length > 0 ? rubric.version : RUBRIC_VERSION;
}

export const vacancyRubricVersion = (version: number) => `vacante-${version}`;

// The design as a vacancy stores it, and its versioning.

/** What the create and edit forms send (`design` of the vacancy input; absent or null: no design). */
export interface DesignInput {
  skills: Skill[];
  questions: OwnQuestion[];
}

export interface StoredDesign extends DesignInput {
  /** 1 for the first design; +1 at every change of the skills or of the questions (issue 33). */
  rubricVersion: number;
}

const skillKey = (skill: Skill) =>
  JSON.stringify([
    skill.id,
    skill.name.trim(),
    skill.anchors[1].trim(),
    skill.anchors[3].trim(),
    skill.anchors[5].trim(),
  ]);

/** What the works-council sheet tells of a question (its differences match by id: the order is not compared). */
const questionKey = (question: OwnQuestion) =>
  JSON.stringify([question.id, question.text.trim(), [...question.skillIds].sort()]);
const questionsKey = (questions: readonly OwnQuestion[]) => questions.map(questionKey).sort().join('\n');

const sameSkills = (before: readonly Skill[], after: readonly Skill[]) =>
  before.length === after.length && before.every((skill, index) => skillKey(skill) === skillKey(after[index]!));

/**
 * The design a vacancy stores after an edit: the same rubric version when nothing changed, the next one when its
 * skills or its questions did (issue 33: the questions are part of what the works council is told, so a question
 * added, removed, reworded or tied to other skills shows in the sheet's differences; its team-only note and the
 * order do not). Interviews already assigned keep the copy they hold.
 */
export function nextDesign(previous: StoredDesign | null | undefined, input: DesignInput | null): StoredDesign | null {
  if (!input || input.skills.length === 0) return null;
  if (!previous) return { ...input, rubricVersion: 1 };
  const same =
    sameSkills(previous.skills, input.skills) && questionsKey(previous.questions) === questionsKey(input.questions);
  return { ...input, rubricVersion: same ? previous.rubricVersion : previous.rubricVersion + 1 };
}

/** What an interview copies at assignment: its vacancy's skills and questions, and the version. */
export function interviewRubricOf(design: StoredDesign | null | undefined): InterviewRubric | undefined {
  if (!design || design.skills.length === 0) return undefined;
  return {
    version: vacancyRubricVersion(design.rubricVersion),
    skills: design.skills.map((skill) => ({ ...skill, anchors: { ...skill.anchors } })),
    questions: design.questions.map((question) => ({ ...question, skillIds: [...question.skillIds] })),
  };
}

// The question plan.

export interface PlannedQuestion {
  text: string;
  skillIds: string[];
  /** Set for the company's own questions. */
  ownQuestionId?: string;
}

/** The question Clara generates for a skill no own question covers. */
export function generatedQuestionFor(skill: Skill): string {
  const catalogue = catalogueSkill(skill.catalogueId);
  if (catalogue) return catalogue.question;
  return `Hablemos de «${skill.name}». Cuéntame una situación concreta en la que lo hayas demostrado: qué hiciste tú y qué resultado obtuviste.`;
}

/**
 * The designed interview's main questions: the vacancy's own questions first, all of them, in order; then one
 * generated question for each skill that no own question evidences (in the order of the skills).
 */
export function designedQuestions(rubric: InterviewRubric): PlannedQuestion[] {
  const own: PlannedQuestion[] = rubric.questions.map((question) => ({
    text: question.text.trim(),
    skillIds: [...question.skillIds],
    ownQuestionId: question.id,
  }));
  const covered = new Set(own.flatMap((question) => question.skillIds));
  const generated = rubric.skills
    .filter((skill) => !covered.has(skill.id))
    .map((skill) => ({ text: generatedQuestionFor(skill), skillIds: [skill.id] }));
  return [...own, ...generated];
}

// The recruiter's view: each own question's answer beside its note.

/** One own question of a designed interview as the team reads it (`GET /api/company-interview/{code}/analysis`). */
export interface OwnQuestionAnswer {
  question: string;
  /** «Qué debe mostrar una buena respuesta» ('' when the company wrote none). */
  goodAnswer: string;
  /** The names of the skills it evidences. */
  skills: string[];
  /** The candidate's answer, its follow-up's included ('' while unanswered). */
  answer: string;
}

/**
 * Each own question with the candidate's answer: the answer to the message of Clara's that asks it, plus the
 * answers to her follow-ups before the next planned question.
 */
export function ownQuestionAnswers(
  rubric: InterviewRubric | undefined,
  answers: ReadonlyArray<{ question: string; text: string }>,
): OwnQuestionAnswer[] {
  if (!rubric || rubric.skills.length === 0) return [];
  const planned = designedQuestions(rubric);
  const names = new Map(rubric.skills.map((skill) => [skill.id, skill.name]));
  const texts = new Map<number, string[]>();
  let current = -1;
  for (const answer of answers) {
    const asked = planned.findIndex((question) => question.text && answer.question.includes(question.text));
    if (asked >= 0) current = asked;
    if (current < 0) continue;
    texts.set(current, [...(texts.get(current) ?? []), answer.text]);
  }
  return rubric.questions.map((question, index) => ({
    question: question.text,
    goodAnswer: question.goodAnswer,
    skills: question.skillIds.map((id) => names.get(id) ?? id),
    answer: (texts.get(index) ?? []).join('\n').trim(),
  }));
}

// «Verify»-style help for vague skills.

const VAGUE_SKILL_HINTS: Array<{ test: RegExp; hint: (name: string) => string }> = [
  {
    test: /^\s*(m[aá]s de\s+)?\d+\s*(\+\s*)?(años?|meses)(\s+de)?(\s+experiencia)?\s*$/i,
    hint: (name) =>
      `«${name}» no dice en qué. Escribe lo que esa experiencia debe demostrar, por ejemplo «Gestión de inventario en almacén», y pregunta por ello.`,
  },
  {
    test: /^\s*(experiencia|actitud|buena actitud|proactividad|proactivo|responsable|responsabilidad|compromiso|ganas de aprender|buena presencia|disponibilidad|motivaci[oó]n|pasi[oó]n)\s*$/i,
    hint: (name) =>
      `«${name}» es difícil de comprobar en una entrevista. Concreta en qué se nota, por ejemplo «Cumplimiento de turnos y plazos» o «Iniciativa para mejorar procesos».`,
  },
];

/** A hint when a skill the company wrote is too vague to rate ("5 años de experiencia": in what?); null if fine. */
export function vagueSkillHint(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const match = VAGUE_SKILL_HINTS.find((item) => item.test.test(trimmed));
  return match ? match.hint(trimmed) : null;
}

// Schemas (the vacancy input and the stored vacancy).

export const DESIGN_ERRORS = {
  skillsCount: `Elige entre ${DESIGN_LIMITS.minSkills} y ${DESIGN_LIMITS.maxSkills} habilidades clave.`,
  skillName: 'Escribe el nombre de la habilidad.',
  skillNameTooLong: `El nombre de una habilidad admite como máximo ${DESIGN_LIMITS.skillName} caracteres.`,
  anchor: 'Describe qué significa un 1, un 3 y un 5 en cada habilidad propia.',
  anchorTooLong: `Cada descripción de nivel admite como máximo ${DESIGN_LIMITS.anchor} caracteres.`,
  duplicateSkill: 'Hay dos habilidades con el mismo nombre.',
  questionsCount: `Puedes escribir como máximo ${DESIGN_LIMITS.maxQuestions} preguntas propias.`,
  questionText: 'Escribe el texto de cada pregunta propia.',
  questionTooLong: `Cada pregunta admite como máximo ${DESIGN_LIMITS.question} caracteres.`,
  goodAnswerTooLong: `«Qué debe mostrar una buena respuesta» admite como máximo ${DESIGN_LIMITS.goodAnswer} caracteres.`,
  questionSkills: 'Cada pregunta debe evaluar al menos una de las habilidades clave de la vacante.',
  unknownCatalogueSkill: 'Esa habilidad no está en el catálogo.',
} as const;

const idPattern = /^[a-z0-9-]{1,60}$/;

const anchorField = z
  .string({ error: DESIGN_ERRORS.anchor })
  .trim()
  .min(1, { error: DESIGN_ERRORS.anchor })
  .max(DESIGN_LIMITS.anchor, { error: DESIGN_ERRORS.anchorTooLong });

export const skillSchema = z
  .object({
    id: z.string().regex(idPattern, { error: DESIGN_ERRORS.skillName }),
    name: z
      .string({ error: DESIGN_ERRORS.skillName })
      .trim()
      .min(1, { error: DESIGN_ERRORS.skillName })
      .max(DESIGN_LIMITS.skillName, { error: DESIGN_ERRORS.skillNameTooLong }),
    description: z.string().trim().max(DESIGN_LIMITS.description).default(''),
    anchors: z.object({ 1: anchorField, 3: anchorField, 5: anchorField }, { error: DESIGN_ERRORS.anchor }),
    catalogueId: z.string().max(60).optional(),
  })
  .refine((skill) => skill.catalogueId === undefined || catalogueSkill(skill.catalogueId) !== undefined, {
    error: DESIGN_ERRORS.unknownCatalogueSkill,
  });

export const ownQuestionSchema = z.object({
  id: z.string().regex(idPattern, { error: DESIGN_ERRORS.questionText }),
  text: z
    .string({ error: DESIGN_ERRORS.questionText })
    .trim()
    .min(1, { error: DESIGN_ERRORS.questionText })
    .max(DESIGN_LIMITS.question, { error: DESIGN_ERRORS.questionTooLong }),
  skillIds: z.array(z.string().max(60)).min(1, { error: DESIGN_ERRORS.questionSkills }).max(DESIGN_LIMITS.maxSkills),
  goodAnswer: z.string().trim().max(DESIGN_LIMITS.goodAnswer, { error: DESIGN_ERRORS.goodAnswerTooLong }).default(''),
});

/** The design a form sends: 3–8 skills with distinct ids and names, ≤ 10 questions tied to those skills. */
export const designInputSchema = z
  .object({
    skills: z
      .array(skillSchema)
      .min(DESIGN_LIMITS.minSkills, { error: DESIGN_ERRORS.skillsCount })
      .max(DESIGN_LIMITS.maxSkills, { error: DESIGN_ERRORS.skillsCount }),
    questions: z
      .array(ownQuestionSchema)
      .max(DESIGN_LIMITS.maxQuestions, { error: DESIGN_ERRORS.questionsCount })
      .default([]),
  })
  .superRefine((design, ctx) => {
    const ids = design.skills.map((skill) => skill.id);
    const names = design.skills.map((skill) => skill.name.toLocaleLowerCase('es'));
    if (new Set(ids).size !== ids.length || new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', message: DESIGN_ERRORS.duplicateSkill, path: ['skills'] });
    design.questions.forEach((question, index) => {
      if (question.skillIds.some((id) => !ids.includes(id)))
        ctx.addIssue({ code: 'custom', message: DESIGN_ERRORS.questionSkills, path: ['questions', index, 'skillIds'] });
    });
  });

/** The design as the company's API answers it (checks only, no defaults). */
export const designResponseSchema = z.object({
  skills: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      anchors: z.object({ 1: z.string(), 3: z.string(), 5: z.string() }),
      catalogueId: z.string().optional(),
    }),
  ),
  questions: z.array(
    z.object({ id: z.string(), text: z.string(), skillIds: z.array(z.string()), goodAnswer: z.string() }),
  ),
  rubricVersion: z.number().int().min(1),
});

export const ownQuestionAnswerSchema = z.object({
  question: z.string(),
  goodAnswer: z.string(),
  skills: z.array(z.string()),
  answer: z.string(),
});

/** The design as stored on `vacancies/{id}` (`design`): the input plus its rubric version. */
export const storedDesignSchema = z.object({
  skills: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().default(''),
      anchors: z.object({ 1: z.string(), 3: z.string(), 5: z.string() }),
      catalogueId: z.string().optional(),
    }),
  ),
  questions: z
    .array(
      z.object({ id: z.string(), text: z.string(), skillIds: z.array(z.string()), goodAnswer: z.string().default('') }),
    )
    .default([]),
  rubricVersion: z.number().int().min(1),
});

// Readers of ratings (scorecards, comparison, agreement): ratings by skill id, scored as their rubric scores them.

/** Ratings by skill id: a vacancy's skill ids, or the default six competencies' ids. */
export type SkillRatings = Record<string, number>;

/** A skill as a reader of ratings names it. */
export interface NamedSkill {
  id: string;
  name: string;
}

/** True for a vacancy's rubric version (`vacante-N`), false for the default rubric's. */
export const isVacancyRubricVersion = (version: string | null | undefined): boolean =>
  typeof version === 'string' && version.startsWith('vacante-');

/**
 * The 0–100 score of ratings made on a rubric version: a vacancy's skills weigh the same (as its analysis is
 * scored), the default six by their weights.
 */
export function scoreOfRatings(ratings: SkillRatings, rubricVersion: string | null | undefined): number {
  if (isVacancyRubricVersion(rubricVersion))
    return scoreFromSkillRatings(
      ratings,
      Object.keys(ratings).map((id) => ({ id })),
    );
  return scoreFromRatings(ratings);
}

/**
 * An analysis's ratings by skill id: each entry's `competency` (a vacancy's skill id or a default competency's),
 * or, on analyses stored before the rubric named it, the default competency of the entry's name.
 */
export function skillRatingsOf(analysis: {
  personalityAssessment?: Record<string, { competency?: string; rating?: number } | undefined>;
}): SkillRatings {
  const ratings: SkillRatings = {};
  for (const [name, entry] of Object.entries(analysis.personalityAssessment ?? {})) {
    if (typeof entry?.rating !== 'number') continue;
    const id = entry.competency || competencyByName(name)?.id;
    if (id) ratings[id] = entry.rating;
  }
  return ratings;
}

/** A skill's name among `skills`, else the default competency's, else its id. */
export function skillName(id: string, skills: ReadonlyArray<NamedSkill> = []): string {
  return skills.find((skill) => skill.id === id)?.name ?? competencyById(id)?.name ?? id;
}
