/**
 * Recruiters' scorecards (issue 20): one per member and candidate, on the rubric the interview used (issue 30:
 * its vacancy's skills, the version the interview was taken with; without an interview the vacancy's current
 * one; without a design the default six competencies), each skill 1–5, an overall recommendation and a note.
 * Zod-free: the web imports the texts and the rules.
 */
import { PRODUCT } from '../brand';
import { scoreOfRatings, type SkillAnchors, type SkillRatings } from '../analysis/design';

/** A skill of the rubric a scorecard rates: the form's row (name, what is judged, anchors for 1, 3 and 5). */
export interface ScorecardSkill {
  id: string;
  name: string;
  description: string;
  anchors: SkillAnchors;
}

export const RECOMMENDATIONS = ['advance', 'doubts', 'reject'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  advance: 'Avanzar',
  doubts: 'Tengo dudas',
  reject: 'No avanzar',
};

export const SCORECARD_NOTE_MAX = 2000;

export interface Scorecard {
  applicationId: string;
  author: { uid: string; email: string };
  ratings: SkillRatings;
  /** The rubric version rated (`vacante-N`, or the default rubric's for scorecards on the six competencies). */
  rubricVersion: string;
  recommendation: Recommendation;
  note: string;
  createdAt: number;
  updatedAt: number;
  /** The author opened Clara's analysis of the candidate before submitting their first version. */
  sawAnalysisFirst: boolean;
  /** Made blind: the company scored blind and the author had not seen Clara's analysis (`scorecardIsBlind`). */
  blind: boolean;
}

/** Clara's side: the analysis's score and ratings, and the interview code that opens it. */
export interface ClaraRatings {
  code: string;
  score: number | null;
  ratings: SkillRatings;
}

export interface TeamAverage {
  scorecards: number;
  /** Mean of the members' ratings per skill (one decimal on screen). */
  ratings: SkillRatings;
  /** Mean of the members' 0–100 scores (each scorecard scored as its rubric scores Clara's: `scoreOfRatings`). */
  score: number | null;
  recommendations: Record<Recommendation, number>;
}

/** What one member sees of a candidate's scorecards. */
export interface ScorecardsView {
  /** The skills of the rubric the interview used (the form's rows), in the rubric's order. */
  skills: ScorecardSkill[];
  /** That rubric's version, stored with the scorecard. */
  rubricVersion: string;
  /** The interview code, to open Clara's analysis ("one click away"); null before an interview exists. */
  interviewCode: string | null;
  mine: Scorecard | null;
  /** The caller opened the analysis before scoring (recorded on their scorecard when they submit it). */
  analysisSeen: boolean;
  /** Blind first: false until the caller has submitted their own scorecard. */
  revealed: boolean;
  /**
   * Clara's ratings: once the caller submitted, or chose to see the analysis, or when the company does not score
   * blind ("Evaluación a ciegas" off).
   */
  clara: ClaraRatings | null;
  /** The company's "Evaluación a ciegas" setting. */
  blindSetting: boolean;
  /** Only when revealed: every member's scorecard and their average. */
  team: Scorecard[];
  average: TeamAverage | null;
}

/** The whole picture the server holds, before the blind rule is applied. */
export interface ScorecardsFacts {
  skills: ScorecardSkill[];
  rubricVersion: string;
  interviewCode: string | null;
  callerUid: string;
  analysisSeen: boolean;
  scorecards: Scorecard[];
  clara: ClaraRatings | null;
  /** The company's "Evaluación a ciegas" setting. */
  blindSetting: boolean;
}

/**
 * Blind first: until the caller has submitted their scorecard, neither Clara's score and ratings nor the other
 * members' scorecards reach them (they would anchor the caller's own judgement). Afterwards everything does.
 */
export function scorecardsView(facts: ScorecardsFacts): ScorecardsView {
  const mine = facts.scorecards.find((scorecard) => scorecard.author.uid === facts.callerUid) ?? null;
  const revealed = mine !== null;
  const analysisSeen = facts.analysisSeen || (mine?.sawAnalysisFirst ?? false);
  return {
    skills: facts.skills,
    rubricVersion: facts.rubricVersion,
    interviewCode: facts.interviewCode,
    mine,
    analysisSeen,
    revealed,
    clara: revealed || analysisSeen || !facts.blindSetting ? facts.clara : null,
    blindSetting: facts.blindSetting,
    team: revealed ? facts.scorecards : [],
    average: revealed ? teamAverage(facts.scorecards) : null,
  };
}

/** The ids a set of ratings covers, in order of first appearance. */
export function ratedIds(all: readonly SkillRatings[]): string[] {
  return [...new Set(all.flatMap((ratings) => Object.keys(ratings)))];
}

/** A scorecard's 0–100 score, computed as its rubric computes Clara's. */
export const scorecardScore = (scorecard: Pick<Scorecard, 'ratings' | 'rubricVersion'>): number =>
  scoreOfRatings(scorecard.ratings, scorecard.rubricVersion);

export function teamAverage(
  scorecards: readonly Pick<Scorecard, 'ratings' | 'recommendation' | 'rubricVersion'>[],
): TeamAverage | null {
  if (scorecards.length === 0) return null;
  const ratings: SkillRatings = {};
  for (const id of ratedIds(scorecards.map((scorecard) => scorecard.ratings))) {
    const values = scorecards
      .map((scorecard) => scorecard.ratings[id])
      .filter((value): value is number => typeof value === 'number');
    if (values.length) ratings[id] = values.reduce((sum, value) => sum + value, 0) / values.length;
  }
  const scores = scorecards.map(scorecardScore);
  const recommendations = { advance: 0, doubts: 0, reject: 0 } satisfies Record<Recommendation, number>;
  for (const scorecard of scorecards) recommendations[scorecard.recommendation] += 1;
  return {
    scorecards: scorecards.length,
    ratings,
    score: Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length),
    recommendations,
  };
}

/** A per-vacancy row of the comparison: the team's scorecards of one candidate (blind rule applied). */
export interface VacancyScorecardsRow {
  applicationId: string;
  /** Scorecards of the candidate (shown as a count while the caller has not scored them). */
  count: number;
  revealed: boolean;
  team: Scorecard[];
  average: TeamAverage | null;
}

export const SCORECARD_TEXTS = {
  title: 'Tu evaluación',
  teamTitle: 'Evaluaciones del equipo',
  blindNote: `Evalúa primero con tu propio criterio: la puntuación de ${PRODUCT.name} y las evaluaciones de tu equipo se muestran cuando envíes la tuya. El CV y la transcripción están disponibles.`,
  openAnalysis: `Ver el análisis de ${PRODUCT.name} antes de puntuar`,
  openAnalysisNote: 'Si lo abres ahora, tu evaluación quedará marcada como «vio el análisis antes de puntuar».',
  sawAnalysisFirst: 'vio el análisis antes de puntuar',
  noInterview: `El candidato aún no tiene entrevista con ${PRODUCT.name}; puedes evaluarlo con su CV.`,
  recommendation: 'Recomendación',
  note: 'Nota',
  submit: 'Enviar evaluación',
  update: 'Guardar cambios',
  edit: 'Editar mi evaluación',
  cancel: 'Cancelar',
  saved: 'Evaluación guardada.',
  saveFailed: 'No se pudo guardar la evaluación. Inténtalo de nuevo.',
  loadError: 'No se pudieron cargar las evaluaciones.',
  missingRatings: 'Califica todas las habilidades y elige una recomendación.',
  clara: `${PRODUCT.name}`,
  teamAverage: 'Media del equipo',
  score: 'Puntuación',
  member: 'Miembro',
  by: (email: string, date: string) => `${email} · ${date}`,
  edited: (date: string) => `editada ${date}`,
  anchors: 'Criterios',
  hiddenCount: (count: number) =>
    count === 0
      ? 'Sin evaluaciones del equipo.'
      : `${count} ${count === 1 ? 'evaluación' : 'evaluaciones'} del equipo (visibles cuando envíes la tuya).`,
  comparisonTitle: `Evaluaciones del equipo junto a ${PRODUCT.name}`,
  comparisonEmpty: 'Tu equipo aún no ha evaluado a estos candidatos.',
  rating: (value: number) => `${value}`,
  ratingLabel: (competency: string) => `Calificación de ${competency}`,
} as const;

export const SCORECARD_ERRORS = {
  ratings: 'Califica cada habilidad de la rúbrica con un número del 1 al 5.',
  unknownCompetency: 'La evaluación incluye una habilidad que no es de la rúbrica de esta vacante.',
  recommendation: 'Elige una recomendación: Avanzar, Tengo dudas o No avanzar.',
} as const;
