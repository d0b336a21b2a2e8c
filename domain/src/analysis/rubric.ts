/**
 * The evaluation rubric shared by the analysers (built-in and OpenAI), the analysis page and the dashboard:
 * versioned competencies, each rated 1–5 against written behavioural anchors, with a weight. The overall
 * 0–100 score is computed from the ratings and weights by `scoreFromRatings`, never written by a model.
 */
export const RUBRIC_VERSION = '2026-11-1';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export type Rating = 1 | 2 | 3 | 4 | 5;

export type CompetencyId = 'comunicacion' | 'especificidad' | 'resultados' | 'estructura' | 'relevancia' | 'ajuste';

export interface Competency {
  id: CompetencyId;
  /** The Spanish name, also the key of the competency's row in `personalityAssessment`. */
  name: string;
  /** What is judged, in one sentence. */
  description: string;
  weight: number;
  /** Behavioural anchors for ratings 1, 3 and 5 (2 and 4 lie between them). */
  anchors: { 1: string; 3: string; 5: string };
  /** True for the competency rated only when the interview has a job description. */
  needsJobDescription?: boolean;
}

export const COMPETENCIES: readonly Competency[] = [
  {
    id: 'comunicacion',
    name: 'Comunicación',
    description: 'Claridad y extensión de las respuestas: se entienden, desarrollan la idea y no se pierden en rodeos.',
    weight: 0.15,
    anchors: {
      1: 'Respuestas vacías, de una palabra o ininteligibles; no transmiten ninguna idea.',
      3: 'Se entienden, pero son breves o se dispersan; algunas ideas quedan a medias o con muletillas y dudas.',
      5: 'Respuestas claras y completas, de extensión adecuada, sin rodeos ni muletillas que distraigan.',
    },
  },
  {
    id: 'especificidad',
    name: 'Especificidad y ejemplos',
    description: 'Casos reales y concretos: qué pasó, cuándo, con qué herramientas, con qué datos.',
    weight: 0.25,
    anchors: {
      1: 'Solo afirmaciones generales («trabajo bien en equipo»), sin ningún caso concreto.',
      3: 'Menciona algún caso real, pero sin detalles: faltan datos, herramientas o su papel exacto.',
      5: 'Cada respuesta se apoya en un caso real y detallado, con acciones propias, herramientas y cifras.',
    },
  },
  {
    id: 'resultados',
    name: 'Orientación a resultados',
    description: 'Cuenta cómo terminó lo que hizo y qué cambió gracias a ello, idealmente medido.',
    weight: 0.2,
    anchors: {
      1: 'No menciona resultados ni el efecto de lo que hizo.',
      3: 'Menciona resultados en términos generales («mejoró», «salió bien») sin medirlos.',
      5: 'Resultados concretos y medidos («bajó de 6 a 2 segundos», «un 12 % más») en la mayoría de respuestas.',
    },
  },
  {
    id: 'estructura',
    name: 'Estructura',
    description: 'Orden de la respuesta por su contenido: la situación, lo que hizo la persona y el resultado.',
    weight: 0.15,
    anchors: {
      1: 'Sin hilo: ideas sueltas, sin situación, acciones ni desenlace reconocibles.',
      3: 'Aparecen una o dos partes (por ejemplo la situación y las acciones) pero falta el desenlace o el contexto.',
      5: 'Situación, acciones propias y resultado aparecen con claridad en casi todas las respuestas.',
    },
  },
  {
    id: 'relevancia',
    name: 'Relevancia a la pregunta',
    description: 'Cada respuesta contesta la pregunta que se hizo, no otra.',
    weight: 0.25,
    anchors: {
      1: 'Las respuestas no contestan lo que se preguntó (otro tema, evasivas o texto pegado).',
      3: 'Contesta parte de las preguntas o se desvía a menudo del tema preguntado.',
      5: 'Todas las respuestas contestan directamente la pregunta y se centran en ella.',
    },
  },
  {
    id: 'ajuste',
    name: 'Ajuste al puesto',
    description: 'Relación de la experiencia contada con los requisitos y habilidades de la descripción del puesto.',
    weight: 0.2,
    needsJobDescription: true,
    anchors: {
      1: 'No menciona ninguno de los requisitos ni habilidades del puesto.',
      3: 'Cubre algunos requisitos del puesto, con poca evidencia de haberlos aplicado.',
      5: 'Demuestra con ejemplos la mayoría de los requisitos y habilidades clave del puesto.',
    },
  },
];

/** The competencies rated for an interview: «Ajuste al puesto» only when there is a job description. */
export function competenciesFor(hasJobDescription: boolean): Competency[] {
  return COMPETENCIES.filter((competency) => hasJobDescription || !competency.needsJobDescription);
}

export function competencyById(id: string): Competency | undefined {
  return COMPETENCIES.find((competency) => competency.id === id);
}

export function competencyByName(name: string): Competency | undefined {
  return COMPETENCIES.find((competency) => competency.name === name);
}

/** The evaluation word shown for a rating (SPEC §9 badge vocabulary: green, yellow, red). */
export const RATING_WORDS: Record<Rating, string> = { 1: 'Débil', 2: 'Bajo', 3: 'Medio', 4: 'Alto', 5: 'Excelente' };

/** What a rated competency left without any valid quote shows. */
export const NO_EVIDENCE_TEXT = 'Sin evidencia suficiente';

export function clampRating(value: number): Rating {
  if (!Number.isFinite(value)) return 1;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(value))) as Rating;
}

/**
 * The overall score: the weighted mean of the ratings mapped from 1–5 to 0–100, rounded.
 * All 1 → 0, all 3 → 50, all 5 → 100. Unknown competencies are ignored.
 */
export function scoreFromRatings(ratings: Partial<Record<CompetencyId, number>>): number {
  let total = 0;
  let weights = 0;
  for (const competency of COMPETENCIES) {
    const rating = ratings[competency.id];
    if (rating === undefined) continue;
    total += competency.weight * ((clampRating(rating) - RATING_MIN) / (RATING_MAX - RATING_MIN));
    weights += competency.weight;
  }
  return weights === 0 ? 0 : Math.round((100 * total) / weights);
}

/**
 * The overall score of a vacancy's own rubric (issue 30): its skills weigh the same; the mean of the ratings
 * mapped from 1–5 to 0–100, rounded. Ratings of ids outside `skills` are ignored.
 */
export function scoreFromSkillRatings(ratings: Record<string, number>, skills: ReadonlyArray<{ id: string }>): number {
  const rated = skills.map((skill) => ratings[skill.id]).filter((rating): rating is number => rating !== undefined);
  if (rated.length === 0) return 0;
  const total = rated.reduce((sum, rating) => sum + (clampRating(rating) - RATING_MIN) / (RATING_MAX - RATING_MIN), 0);
  return Math.round((100 * total) / rated.length);
}

/** "Cómo se calcula esta puntuación", shown on the analysis page. */
export const SCORE_EXPLANATION = {
  title: 'Cómo se calcula esta puntuación',
  lines: [
    'Cada competencia se califica de 1 a 5 comparando tus respuestas con los criterios escritos de la rúbrica (qué significa un 1, un 3 y un 5).',
    'Cada calificación se apoya en citas textuales de tus respuestas; el servidor comprueba que cada cita aparece en la respuesta indicada y descarta las que no. Una competencia sin ninguna cita válida queda en 1 («sin evidencia suficiente»).',
    'La puntuación de 0 a 100 la calcula el servidor: la media ponderada de las calificaciones, donde 1 vale 0 y 5 vale 100. El modelo de IA nunca escribe la puntuación final.',
    'Las mismas respuestas obtienen la misma puntuación: el análisis se guarda una vez y no se vuelve a generar.',
  ],
} as const;
