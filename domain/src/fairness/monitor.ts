/**
 * The "Equidad" monitor (issue 33): pure computations over counters, never over applications. The counters keep,
 * per self-identification profile (the four answers, "desconocido" where unanswered), how many applications
 * reached each stage and a histogram of Clara's scores (whole points), so every figure below is exact and a
 * decision costs the same whatever the number of candidates.
 *
 * Method (NYC Local Law 144 bias audit, with the EEOC four-fifths rule for the flag):
 * - selection rate of a group = selected ÷ applications of the group; impact ratio = rate ÷ the highest rate among
 *   the compared groups;
 * - Clara's score: the median over every scored application; a group's scoring rate = share of its scored
 *   applications above that median; its impact ratio = scoring rate ÷ the highest scoring rate;
 * - "desconocido" is counted and shown, never compared; a group under 2 % of the applications (of the scored ones
 *   for the score) is shown with its figures but left out of the comparison, with the reason;
 * - a ratio is flagged under 0.80 only with enough data: the group and the reference group both hold at least
 *   `MIN_GROUP_FOR_FLAG` applications (scored ones for the score).
 */
import {
  SELF_ID_DIMENSIONS,
  UNKNOWN_GROUP,
  groupOf,
  type SelfIdDimension,
  type SelfIdentificationAnswers,
} from './selfIdentification';

/** The stages counted, in order; reaching a later one counts as having reached the earlier ones. */
export const FAIRNESS_STAGES = ['Nueva', 'Entrevista', 'Evaluar', 'Reclutador', 'Proceso', 'Seleccionado'] as const;
export type FairnessStage = (typeof FAIRNESS_STAGES)[number];
export const SELECTED_STAGE: FairnessStage = 'Seleccionado';

export const FLAG_THRESHOLD = 0.8;
export const SUPPRESSION_SHARE = 0.02;
export const MIN_GROUP_FOR_FLAG = 5;

/** The dimensions reported: each answer alone and every pair of them (the intersections). */
export type FairnessDimension = readonly SelfIdDimension[];
export const FAIRNESS_DIMENSIONS: readonly FairnessDimension[] = [
  ...SELF_ID_DIMENSIONS.map((dimension) => [dimension] as const),
  ...SELF_ID_DIMENSIONS.flatMap((first, index) =>
    SELF_ID_DIMENSIONS.slice(index + 1).map((second) => [first, second] as const),
  ),
];

/** A profile's key in the counters: the four groups joined, e.g. `mujer|40_o_mas|no|desconocido`. */
export const profileKeyOf = (answers: SelfIdentificationAnswers | null): string =>
  SELF_ID_DIMENSIONS.map((dimension) => groupOf(answers, dimension)).join('|');
export function groupsOfProfile(key: string): Record<SelfIdDimension, string> {
  const parts = key.split('|');
  return Object.fromEntries(
    SELF_ID_DIMENSIONS.map((dimension, index) => [dimension, parts[index] ?? UNKNOWN_GROUP]),
  ) as Record<SelfIdDimension, string>;
}

/** One profile's counters: applications that reached each stage (`stages`) and Clara's scores (`scores`: point → count). */
export interface ProfileCounts {
  stages: Partial<Record<FairnessStage, number>>;
  scores: Record<string, number>;
}
export type FairnessCounts = Record<string, ProfileCounts>;

/** What one application adds to the counters: its profile, the furthest stage it reached, its score. */
export interface FairnessContribution {
  profile: string;
  /** Index in FAIRNESS_STAGES of the furthest stage reached (0: applied). */
  stage: number;
  score: number | null;
}

/** The furthest stage an application reached from its status history (Descartado reaches nothing further). */
export function furthestStage(statuses: readonly string[]): number {
  return statuses.reduce((furthest, status) => Math.max(furthest, FAIRNESS_STAGES.indexOf(status as FairnessStage)), 0);
}

/** The counter moves from one contribution to another (null: none), as field → increment; zeros left out. */
export function contributionDelta(
  before: FairnessContribution | null,
  after: FairnessContribution | null,
): Record<string, number> {
  const delta: Record<string, number> = {};
  const add = (contribution: FairnessContribution | null, sign: 1 | -1) => {
    if (!contribution) return;
    for (let index = 0; index <= contribution.stage; index++) {
      const field = `${contribution.profile}.stages.${FAIRNESS_STAGES[index]}`;
      delta[field] = (delta[field] ?? 0) + sign;
    }
    if (contribution.score !== null) {
      const field = `${contribution.profile}.scores.${Math.round(contribution.score)}`;
      delta[field] = (delta[field] ?? 0) + sign;
    }
  };
  add(before, -1);
  add(after, 1);
  return Object.fromEntries(Object.entries(delta).filter(([, value]) => value !== 0));
}

export const round3 = (value: number) => Math.round(value * 1000) / 1000;

export type SuppressionReason = 'unknown' | 'small';

export interface GroupFigures {
  /** The group in each dimension of the row, e.g. { sex: 'mujer', ageBand: '40_o_mas' }. */
  groups: Partial<Record<SelfIdDimension, string>>;
  applications: number;
  reached: Record<FairnessStage, number>;
  /** Share of all applications, three decimals. */
  share: number;
  selectionRate: number | null;
  impactRatio: number | null;
  flagged: boolean;
  scored: number;
  scoredShare: number;
  scoringRate: number | null;
  scoringImpactRatio: number | null;
  scoringFlagged: boolean;
  /** Why the group is shown but not compared: "desconocido", or under 2 % of the applications (scored ones). */
  excluded: SuppressionReason | null;
  scoringExcluded: SuppressionReason | null;
}

export interface DimensionReport {
  dimensions: FairnessDimension;
  rows: GroupFigures[];
}

export interface FairnessReport {
  applications: number;
  selected: number;
  scored: number;
  /** The median of Clara's scores over every scored application; null without any. */
  medianScore: number | null;
  dimensions: DimensionReport[];
  /** Whether any compared ratio is flagged. */
  flagged: boolean;
}

/** The median of a histogram (point → count): the middle value, or the mean of the two middle ones. */
export function histogramMedian(histogram: Record<string, number>): number | null {
  const points = Object.entries(histogram)
    .map(([point, count]) => [Number(point), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = points.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const [point, count] of points) {
      seen += count;
      if (position < seen) return point;
    }
    return points.at(-1)![0];
  };
  return total % 2 === 1 ? valueAt((total - 1) / 2) : (valueAt(total / 2 - 1) + valueAt(total / 2)) / 2;
}

const above = (histogram: Record<string, number>, median: number) =>
  Object.entries(histogram).reduce((sum, [point, count]) => (Number(point) > median ? sum + count : sum), 0);
const sumOf = (histogram: Record<string, number>) => Object.values(histogram).reduce((sum, count) => sum + count, 0);

interface Accumulated {
  groups: Partial<Record<SelfIdDimension, string>>;
  reached: Record<FairnessStage, number>;
  scores: Record<string, number>;
}

/** The report of a set of counters (a vacancy's or the company's). */
export function fairnessReport(counts: FairnessCounts): FairnessReport {
  const all: Record<string, number> = {};
  let applications = 0;
  let selected = 0;
  for (const profile of Object.values(counts)) {
    applications += profile.stages.Nueva ?? 0;
    selected += profile.stages[SELECTED_STAGE] ?? 0;
    for (const [point, count] of Object.entries(profile.scores)) all[point] = (all[point] ?? 0) + count;
  }
  const scored = sumOf(all);
  const medianScore = histogramMedian(all);
  const dimensions = FAIRNESS_DIMENSIONS.map((dimensions) =>
    dimensionReport(dimensions, counts, { applications, scored, medianScore }),
  );
  const flagged = dimensions.some((report) => report.rows.some((row) => row.flagged || row.scoringFlagged));
  return { applications, selected, scored, medianScore, dimensions, flagged };
}

function dimensionReport(
  dimensions: FairnessDimension,
  counts: FairnessCounts,
  totals: { applications: number; scored: number; medianScore: number | null },
): DimensionReport {
  const byGroup = new Map<string, Accumulated>();
  for (const [key, profile] of Object.entries(counts)) {
    const groupsOfKey = groupsOfProfile(key);
    // An intersection with an unknown part is unknown as a whole.
    const unknown = dimensions.some((dimension) => groupsOfKey[dimension] === UNKNOWN_GROUP);
    const groups = Object.fromEntries(
      dimensions.map((dimension) => [dimension, unknown ? UNKNOWN_GROUP : groupsOfKey[dimension]]),
    ) as Partial<Record<SelfIdDimension, string>>;
    const id = dimensions.map((dimension) => groups[dimension]).join('|');
    const entry = byGroup.get(id) ?? {
      groups,
      reached: Object.fromEntries(FAIRNESS_STAGES.map((stage) => [stage, 0])) as Record<FairnessStage, number>,
      scores: {},
    };
    for (const stage of FAIRNESS_STAGES) entry.reached[stage] += profile.stages[stage] ?? 0;
    for (const [point, count] of Object.entries(profile.scores))
      entry.scores[point] = (entry.scores[point] ?? 0) + count;
    byGroup.set(id, entry);
  }
  // A group whose applications were all erased (its counters back at zero) is no group.
  const rows = [...byGroup.values()]
    .map((entry) => baseFigures(entry, totals))
    .filter((row) => row.applications > 0 || row.scored > 0);
  const compared = rows.filter((row) => row.excluded === null && row.selectionRate !== null);
  const best = compared.reduce<GroupFigures | null>(
    (top, row) => (top === null || row.selectionRate! > top.selectionRate! ? row : top),
    null,
  );
  const scoringCompared = rows.filter((row) => row.scoringExcluded === null && row.scoringRate !== null);
  const bestScoring = scoringCompared.reduce<GroupFigures | null>(
    (top, row) => (top === null || row.scoringRate! > top.scoringRate! ? row : top),
    null,
  );
  for (const row of compared) {
    if (!best || !best.selectionRate) continue;
    row.impactRatio = round3(row.selectionRate! / best.selectionRate);
    row.flagged =
      row.impactRatio < FLAG_THRESHOLD &&
      row.applications >= MIN_GROUP_FOR_FLAG &&
      best.applications >= MIN_GROUP_FOR_FLAG;
  }
  for (const row of scoringCompared) {
    if (!bestScoring || !bestScoring.scoringRate) continue;
    row.scoringImpactRatio = round3(row.scoringRate! / bestScoring.scoringRate);
    row.scoringFlagged =
      row.scoringImpactRatio < FLAG_THRESHOLD &&
      row.scored >= MIN_GROUP_FOR_FLAG &&
      bestScoring.scored >= MIN_GROUP_FOR_FLAG;
  }
  // Rates are rounded once the ratios are computed from the exact values.
  for (const row of rows) {
    if (row.selectionRate !== null) row.selectionRate = round3(row.selectionRate);
    if (row.scoringRate !== null) row.scoringRate = round3(row.scoringRate);
  }
  rows.sort((a, b) => b.applications - a.applications || groupLabelKey(a).localeCompare(groupLabelKey(b)));
  return { dimensions, rows };
}

const groupLabelKey = (row: GroupFigures) => Object.values(row.groups).join('|');

function baseFigures(
  entry: Accumulated,
  totals: { applications: number; scored: number; medianScore: number | null },
): GroupFigures {
  const applications = entry.reached.Nueva;
  const scored = sumOf(entry.scores);
  const unknown = Object.values(entry.groups).includes(UNKNOWN_GROUP);
  const share = totals.applications ? applications / totals.applications : 0;
  const scoredShare = totals.scored ? scored / totals.scored : 0;
  return {
    groups: entry.groups,
    applications,
    reached: entry.reached,
    share: round3(share),
    selectionRate: applications ? entry.reached[SELECTED_STAGE] / applications : null,
    impactRatio: null,
    flagged: false,
    scored,
    scoredShare: round3(scoredShare),
    scoringRate: scored && totals.medianScore !== null ? above(entry.scores, totals.medianScore) / scored : null,
    scoringImpactRatio: null,
    scoringFlagged: false,
    excluded: unknown ? 'unknown' : share < SUPPRESSION_SHARE ? 'small' : null,
    scoringExcluded: unknown ? 'unknown' : scored > 0 && scoredShare < SUPPRESSION_SHARE ? 'small' : null,
  };
}
