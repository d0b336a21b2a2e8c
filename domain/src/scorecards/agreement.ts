/**
 * How often Clara agrees with the company's own recruiters (issue 20). Zod-free: the server computes it and the
 * dashboard reads its texts.
 *
 * A pair is one competency of one candidate rated both by Clara (the interview's analysis) and by one member
 * (their scorecard): a candidate scored by three members gives three pairs per competency. On those pairs:
 * exact agreement, agreement within one point, and Cohen's kappa with quadratic weights (the usual choice for
 * ordinal 1–5 ratings: a 2 against a 5 counts as a worse disagreement than a 4 against a 5; it corrects for the
 * agreement two raters would reach by chance), only once there are AGREEMENT_MIN_PAIRS pairs from at least
 * AGREEMENT_MIN_KAPPA_CANDIDATES candidates, with a 95 % interval (percentile bootstrap over candidates, whose
 * pairs are not independent of each other; seeded, so the same data gives the same interval). Clara's 0–100
 * score is correlated (Pearson) with the average of the members' scores of the same candidate, each member's
 * score computed from their ratings by the same `scoreFromRatings` as Clara's, with a 95 % interval (Fisher z).
 *
 * Only independent judgements are compared (issue 31): scorecards made blind (`Scorecard.blind`). Those made
 * after seeing Clara's analysis, or while the company did not score blind, are counted and shown apart.
 */
import { PRODUCT } from '../brand';
import { COMPETENCIES, RATING_MAX, RATING_MIN } from '../analysis/rubric';
import { scoreOfRatings, skillName, type NamedSkill, type SkillRatings } from '../analysis/design';

/** Below this many pairs kappa (and the correlation, below this many candidates) is not computed. */
export const AGREEMENT_MIN_PAIRS = 5;
export const AGREEMENT_MIN_CANDIDATES = 3;
/** Kappa also needs this many candidates: pairs from a handful of candidates say little about Clara. */
export const AGREEMENT_MIN_KAPPA_CANDIDATES = 10;
/** Bootstrap resamples of the kappa's interval. */
const BOOTSTRAP_SAMPLES = 1000;

/**
 * One candidate as the agreement sees it: Clara's ratings and score, each blind member's ratings, and how many
 * of the candidate's scorecards were not blind (counted apart, never compared). Issue 30: the skills of the
 * rubric the candidate's interview was taken with (absent: the default six competencies) and that rubric's
 * version, which scores the members' ratings as it scored Clara's.
 */
export interface AgreementCandidate {
  clara: { ratings: SkillRatings; score: number | null } | null;
  members: SkillRatings[];
  notBlind?: number;
  skills?: readonly NamedSkill[];
  rubricVersion?: string;
}

/** A 95 % interval. */
export type Interval = readonly [low: number, high: number];

export interface AgreementFigures {
  pairs: number;
  /** 0–1, null without pairs. */
  exact: number | null;
  withinOne: number | null;
  /**
   * Quadratic-weighted kappa, null under AGREEMENT_MIN_PAIRS pairs, under AGREEMENT_MIN_KAPPA_CANDIDATES
   * candidates, or when it is undefined (no variation).
   */
  kappa: number | null;
  /** Its 95 % interval (null with the kappa, or when the resamples leave it undefined). */
  kappaInterval: Interval | null;
}

export interface Agreement {
  /** Blind scorecards the figures rest on (with or without Clara's analysis). */
  scorecards: number;
  /** Scorecards made after seeing Clara's analysis or while the company did not score blind: not compared. */
  notBlind: number;
  /** Candidates with both Clara's analysis and at least one blind scorecard. */
  candidates: number;
  overall: AgreementFigures;
  /** Per skill id of the candidates' rubrics (the default six first when compared), with the skill's name. */
  byCompetency: Array<{ competency: string; name: string } & AgreementFigures>;
  /** Pearson correlation of Clara's score with the team's average score; null under AGREEMENT_MIN_CANDIDATES. */
  scoreCorrelation: { candidates: number; r: number | null; interval: Interval | null };
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

/** A small seeded generator (mulberry32): the interval of the same data never changes between reads. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const quantile = (sorted: readonly number[], q: number): number => {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
};

/**
 * The kappa's 95 % interval: candidates resampled with replacement (their pairs together), the 2.5th and 97.5th
 * percentiles of the resampled kappas. Null when fewer than half the resamples give a kappa.
 */
export function kappaInterval(
  byCandidate: ReadonlyArray<readonly Pair[]>,
  samples = BOOTSTRAP_SAMPLES,
): Interval | null {
  const n = byCandidate.length;
  if (n === 0) return null;
  const random = seeded(0x5eed + n);
  const kappas: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const pairs: Pair[] = [];
    for (let i = 0; i < n; i += 1) pairs.push(...byCandidate[Math.floor(random() * n)]!);
    const kappa = weightedKappa(pairs);
    if (kappa !== null) kappas.push(kappa);
  }
  if (kappas.length < samples / 2) return null;
  kappas.sort((a, b) => a - b);
  return [quantile(kappas, 0.025), quantile(kappas, 0.975)];
}

/** Pearson's r's 95 % interval by Fisher's z (needs at least 4 points). */
export function correlationInterval(r: number, n: number): Interval | null {
  if (n < 4 || Math.abs(r) >= 1) return null;
  const z = Math.atanh(r);
  const half = 1.959964 / Math.sqrt(n - 3);
  return [Math.tanh(z - half), Math.tanh(z + half)];
}

/** The figures of pairs grouped by candidate (the groups only matter for kappa's candidates and interval). */
export function figuresOf(byCandidate: ReadonlyArray<readonly Pair[]>): AgreementFigures {
  const groups = byCandidate.filter((group) => group.length > 0);
  const pairs = groups.flat();
  if (pairs.length === 0) return { pairs: 0, exact: null, withinOne: null, kappa: null, kappaInterval: null };
  const exact = pairs.filter(([a, b]) => a === b).length / pairs.length;
  const withinOne = pairs.filter(([a, b]) => Math.abs(a - b) <= 1).length / pairs.length;
  const enough = pairs.length >= AGREEMENT_MIN_PAIRS && groups.length >= AGREEMENT_MIN_KAPPA_CANDIDATES;
  const kappa = enough ? weightedKappa(pairs) : null;
  return {
    pairs: pairs.length,
    exact,
    withinOne,
    kappa,
    kappaInterval: kappa === null ? null : kappaInterval(groups),
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The agreement of Clara with the team over a set of candidates (a vacancy's, or the company's). */
export function computeAgreement(candidates: readonly AgreementCandidate[]): Agreement {
  // Per skill id, per candidate: the pairs (Clara, member). A skill id is compared across candidates whose
  // rubrics share it (a catalogue skill, or one of the default six).
  const byCompetency = new Map<string, Pair[][]>();
  const names = new Map<string, string>();
  const overall: Pair[][] = [];
  const scores: Array<[number, number]> = [];
  let scorecards = 0;
  let notBlind = 0;
  let paired = 0;
  for (const candidate of candidates) {
    scorecards += candidate.members.length;
    notBlind += candidate.notBlind ?? 0;
    if (!candidate.clara || candidate.members.length === 0) continue;
    paired += 1;
    const skills = candidate.skills ?? COMPETENCIES;
    const mine: Pair[] = [];
    for (const skill of skills) {
      const pairs: Pair[] = [];
      for (const member of candidate.members) {
        const [a, b] = [candidate.clara.ratings[skill.id], member[skill.id]];
        if (isRating(a) && isRating(b)) pairs.push([a, b]);
      }
      if (!byCompetency.has(skill.id)) byCompetency.set(skill.id, []);
      if (!names.has(skill.id)) names.set(skill.id, skillName(skill.id, skills));
      byCompetency.get(skill.id)!.push(pairs);
      mine.push(...pairs);
    }
    overall.push(mine);
    if (typeof candidate.clara.score === 'number')
      scores.push([
        candidate.clara.score,
        mean(candidate.members.map((member) => scoreOfRatings(member, candidate.rubricVersion))),
      ]);
  }
  const r = scores.length >= AGREEMENT_MIN_CANDIDATES ? pearson(scores) : null;
  return {
    scorecards,
    notBlind,
    candidates: paired,
    overall: figuresOf(overall),
    byCompetency: [...byCompetency].map(([id, groups]) => ({
      competency: id,
      name: names.get(id) ?? id,
      ...figuresOf(groups),
    })),
    scoreCorrelation: {
      candidates: scores.length,
      r,
      interval: r === null ? null : correlationInterval(r, scores.length),
    },
  };
}

/** A number the Spanish way: a decimal comma (0,72; −0,15). */
export const decimalEs = (value: number, digits = 2): string =>
  value.toFixed(digits).replace('.', ',').replace(/^-/, '−');

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

/** "entre 0,41 y 0,83" */
const intervalWords = (interval: Interval | null): string =>
  interval ? `; intervalo del 95 %: ${decimalEs(interval[0])} a ${decimalEs(interval[1])}` : '';

export const AGREEMENT_TEXTS = {
  title: `Acuerdo de ${PRODUCT.name} con tu equipo`,
  vacancyTitle: `Acuerdo de ${PRODUCT.name} con tu equipo en esta vacante`,
  restsOn: (scorecards: number, candidates: number) =>
    `Basado en ${scorecards} ${scorecards === 1 ? 'evaluación hecha' : 'evaluaciones hechas'} a ciegas por tu equipo sobre ${candidates} ${
      candidates === 1 ? 'candidato analizado' : 'candidatos analizados'
    } por ${PRODUCT.name}.`,
  notBlind: (count: number) =>
    `${count} ${count === 1 ? 'evaluación no cuenta: se hizo' : 'evaluaciones no cuentan: se hicieron'} después de ver el análisis de ${PRODUCT.name} o sin la evaluación a ciegas activada, así que no ${count === 1 ? 'es un juicio independiente' : 'son juicios independientes'}.`,
  settingOff: `La evaluación a ciegas está desactivada: las evaluaciones que tu equipo haga ahora no son a ciegas y no cuentan para este acuerdo.`,
  empty: `Aún no hay evaluaciones de tu equipo sobre candidatos que ${PRODUCT.name} haya analizado. Cuando tu equipo complete evaluaciones, aquí verás si ${PRODUCT.name} puntúa como ustedes.`,
  explanation: [
    `Cada vez que alguien de tu equipo evalúa una competencia de un candidato que ${PRODUCT.name} también evaluó, comparamos las dos notas (de 1 a 5).`,
    '«Coincide» es el porcentaje de veces que dieron exactamente la misma nota; «A un punto» incluye además las que se diferencian en un solo punto.',
    `Solo cuentan las evaluaciones hechas a ciegas, antes de ver el análisis de ${PRODUCT.name}: las demás podrían haberse dejado llevar por su puntaje.`,
    `El índice kappa corrige las coincidencias que se darían por azar y castiga más las diferencias grandes: 1 es acuerdo total, 0 es lo mismo que el azar. Se calcula con al menos ${AGREEMENT_MIN_KAPPA_CANDIDATES} candidatos; el intervalo del 95 % muestra cuánto podría variar con otros candidatos.`,
    `La correlación compara la puntuación de 0 a 100 de ${PRODUCT.name} con la media de las puntuaciones de tu equipo para el mismo candidato.`,
  ],
  competency: 'Habilidad',
  overall: 'Todas',
  pairs: 'Comparaciones',
  exact: 'Coincide',
  withinOne: 'A un punto',
  kappa: 'Kappa',
  kappaReading: (kappa: number, interval: Interval | null = null) =>
    `Acuerdo ${kappaWords(kappa)} (kappa ${decimalEs(kappa)}${intervalWords(interval)}).`,
  kappaMissing: `Kappa: se necesitan evaluaciones a ciegas de al menos ${AGREEMENT_MIN_KAPPA_CANDIDATES} candidatos.`,
  kappaCell: (kappa: number | null) => (kappa === null ? '—' : decimalEs(kappa)),
  correlation: (r: number, candidates: number, interval: Interval | null = null) =>
    `Correlación de la puntuación de ${PRODUCT.name} con la media de tu equipo: ${decimalEs(r)} (${correlationWords(r)}, ${candidates} candidatos${intervalWords(interval)}).`,
  correlationMissing: `Correlación de puntuaciones: se necesitan al menos ${AGREEMENT_MIN_CANDIDATES} candidatos con puntuaciones distintas.`,
  loadError: `No se pudo cargar el acuerdo de ${PRODUCT.name} con tu equipo.`,
} as const;
