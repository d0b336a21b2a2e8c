/**
 * How often Clara agrees with the company's own recruiters (issue 20). Zod-free: the server computes it and the
 * dashboard reads its texts.
 *
 * A pair is one competency of one candidate rated both by Clara (the interview's analysis) and by one member
 * (their scorecard): a candidate scored by three members gives three pairs per competency. On those pairs:
 * exact agreement, agreement within one point, and Cohen's kappa with quadratic weights (the usual choice for
 * ordinal 1–5 ratings: a 2 against a 5 counts as a worse disagreement than a 4 against a 5; it corrects for the
 * agreement two raters would reach by chance), only once there are AGREEMENT_MIN_PAIRS pairs. Clara's 0–100
 * score is correlated (Pearson) with the average of the members' scores of the same candidate, each member's
 * score computed from their ratings by the same `scoreFromRatings` as Clara's.
 */
import { PRODUCT } from '../../brand';
import { COMPETENCIES, RATING_MAX, RATING_MIN, scoreFromRatings, type CompetencyId } from '../../analysis/rubric';
import type { Ratings } from '../../practice/progress';

/** Below this many pairs kappa (and the correlation, below this many candidates) is not computed. */
export const AGREEMENT_MIN_PAIRS = 5;
export const AGREEMENT_MIN_CANDIDATES = 3;

/** One candidate as the agreement sees it: Clara's ratings and score, and each member's ratings. */
export interface AgreementCandidate {
  clara: { ratings: Ratings; score: number | null } | null;
  members: Ratings[];
}

export interface AgreementFigures {
  pairs: number;
  /** 0–1, null without pairs. */
  exact: number | null;
  withinOne: number | null;
  /** Quadratic-weighted kappa, null under AGREEMENT_MIN_PAIRS pairs or when it is undefined (no variation). */
  kappa: number | null;
}

export interface Agreement {
  /** Scorecards the figures rest on (every scorecard of the scope, with or without Clara's analysis). */
  scorecards: number;
  /** Candidates with both Clara's analysis and at least one scorecard. */
  candidates: number;
  overall: AgreementFigures;
  byCompetency: Array<{ competency: CompetencyId } & AgreementFigures>;
  /** Pearson correlation of Clara's score with the team's average score; null under AGREEMENT_MIN_CANDIDATES. */
  scoreCorrelation: { candidates: number; r: number | null };
}

type Pair = readonly [clara: number, member: number];

const CATEGORIES = RATING_MAX - RATING_MIN + 1;
const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;

/**
 * Cohen's kappa with quadratic weights for ratings RATING_MIN..RATING_MAX: 1 − Σ w·observed / Σ w·expected,
 * w = (i − j)² / (k − 1)². Null when expected disagreement is zero (both raters used one same rating throughout).
 */
export function weightedKappa(pairs: readonly Pair[]): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const rows = new Array<number>(CATEGORIES).fill(0);
  const cols = new Array<number>(CATEGORIES).fill(0);
  let observed = 0;
  for (const [a, b] of pairs) {
    rows[a - RATING_MIN]! += 1;
    cols[b - RATING_MIN]! += 1;
    observed += (a - b) ** 2;
  }
  let expected = 0;
  for (let i = 0; i < CATEGORIES; i += 1)
    for (let j = 0; j < CATEGORIES; j += 1) expected += (rows[i]! * cols[j]! * (i - j) ** 2) / n;
  if (expected === 0) return null;
  // The (k − 1)² of the weights cancels out.
  return 1 - observed / expected;
}

/** Pearson's r; null with fewer than two points or when either side does not vary. */
export function pearson(points: ReadonlyArray<readonly [number, number]>): number | null {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

export function figuresOf(pairs: readonly Pair[]): AgreementFigures {
  if (pairs.length === 0) return { pairs: 0, exact: null, withinOne: null, kappa: null };
  const exact = pairs.filter(([a, b]) => a === b).length / pairs.length;
  const withinOne = pairs.filter(([a, b]) => Math.abs(a - b) <= 1).length / pairs.length;
  const kappa = pairs.length >= AGREEMENT_MIN_PAIRS ? weightedKappa(pairs) : null;
  return { pairs: pairs.length, exact, withinOne, kappa };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The agreement of Clara with the team over a set of candidates (a vacancy's, or the company's). */
export function computeAgreement(candidates: readonly AgreementCandidate[]): Agreement {
  const byCompetency = new Map<CompetencyId, Pair[]>(COMPETENCIES.map((competency) => [competency.id, []]));
  const scores: Array<[number, number]> = [];
  let scorecards = 0;
  let paired = 0;
  for (const candidate of candidates) {
    scorecards += candidate.members.length;
    if (!candidate.clara || candidate.members.length === 0) continue;
    paired += 1;
    for (const member of candidate.members)
      for (const competency of COMPETENCIES) {
        const [a, b] = [candidate.clara.ratings[competency.id], member[competency.id]];
        if (isRating(a) && isRating(b)) byCompetency.get(competency.id)!.push([a, b]);
      }
    if (typeof candidate.clara.score === 'number')
      scores.push([candidate.clara.score, mean(candidate.members.map((member) => scoreFromRatings(member)))]);
  }
  const all = [...byCompetency.values()].flat();
  return {
    scorecards,
    candidates: paired,
    overall: figuresOf(all),
    byCompetency: COMPETENCIES.map((competency) => ({
      competency: competency.id,
      ...figuresOf(byCompetency.get(competency.id)!),
    })),
    scoreCorrelation: {
      candidates: scores.length,
      r: scores.length >= AGREEMENT_MIN_CANDIDATES ? pearson(scores) : null,
    },
  };
}

/** Plain-Spanish reading of a kappa (Landis & Koch's bands). */
export function kappaWords(kappa: number): string {
  if (kappa < 0) return 'menor que el que daría el azar';
  if (kappa <= 0.2) return 'leve';
  if (kappa <= 0.4) return 'aceptable';
  if (kappa <= 0.6) return 'moderado';
  if (kappa <= 0.8) return 'considerable';
  return 'casi perfecto';
}

/** Plain-Spanish reading of a correlation. */
export function correlationWords(r: number): string {
  const size = Math.abs(r);
  const strength = size < 0.3 ? 'débil' : size < 0.6 ? 'moderada' : 'fuerte';
  return r < 0 ? `${strength} e inversa` : strength;
}

export const agreementPercent = (value: number | null): string =>
  value === null ? '—' : `${Math.round(value * 100)} %`;

export const AGREEMENT_TEXTS = {
  title: `Acuerdo de ${PRODUCT.name} con tu equipo`,
  vacancyTitle: `Acuerdo de ${PRODUCT.name} con tu equipo en esta vacante`,
  restsOn: (scorecards: number, candidates: number) =>
    `Basado en ${scorecards} ${scorecards === 1 ? 'evaluación' : 'evaluaciones'} de tu equipo sobre ${candidates} ${
      candidates === 1 ? 'candidato analizado' : 'candidatos analizados'
    } por ${PRODUCT.name}.`,
  empty: `Aún no hay evaluaciones de tu equipo sobre candidatos que ${PRODUCT.name} haya analizado. Cuando tu equipo complete evaluaciones, aquí verás si ${PRODUCT.name} puntúa como ustedes.`,
  explanation: [
    `Cada vez que alguien de tu equipo evalúa una competencia de un candidato que ${PRODUCT.name} también evaluó, comparamos las dos notas (de 1 a 5).`,
    '«Coincide» es el porcentaje de veces que dieron exactamente la misma nota; «A un punto» incluye además las que se diferencian en un solo punto.',
    `El índice kappa corrige las coincidencias que se darían por azar y castiga más las diferencias grandes: 1 es acuerdo total, 0 es lo mismo que el azar. Se calcula con al menos ${AGREEMENT_MIN_PAIRS} comparaciones.`,
    `La correlación compara la puntuación de 0 a 100 de ${PRODUCT.name} con la media de las puntuaciones de tu equipo para el mismo candidato.`,
  ],
  competency: 'Competencia',
  overall: 'Todas',
  pairs: 'Comparaciones',
  exact: 'Coincide',
  withinOne: 'A un punto',
  kappa: 'Kappa',
  kappaReading: (kappa: number) => `Acuerdo ${kappaWords(kappa)} (kappa ${kappa.toFixed(2)}).`,
  kappaMissing: `Kappa: se necesitan al menos ${AGREEMENT_MIN_PAIRS} comparaciones.`,
  correlation: (r: number, candidates: number) =>
    `Correlación de la puntuación de ${PRODUCT.name} con la media de tu equipo: ${r.toFixed(2)} (${correlationWords(r)}, ${candidates} candidatos).`,
  correlationMissing: `Correlación de puntuaciones: se necesitan al menos ${AGREEMENT_MIN_CANDIDATES} candidatos con puntuaciones distintas.`,
  loadError: `No se pudo cargar el acuerdo de ${PRODUCT.name} con tu equipo.`,
} as const;
