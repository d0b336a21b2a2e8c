import { describe, expect, it } from 'vitest';
import {
  contributionDelta,
  fairnessReport,
  furthestStage,
  histogramMedian,
  profileKeyOf,
  type FairnessCounts,
  type FairnessStage,
  type GroupFigures,
} from './monitor';

/** `n` applications of which `selected` reached Seleccionado (all of them reached Nueva). */
const stages = (n: number, selected: number): Partial<Record<FairnessStage, number>> => ({
  Nueva: n,
  Seleccionado: selected,
});

/**
 * The table computed by hand (51 applications):
 * | profile (sex|age|disability|origin)       | apps | selected | scores            |
 * | mujer|25_a_39|no|pais_de_la_vacante        | 10   | 2        | 60×2, 70×2        |
 * | hombre|25_a_39|no|pais_de_la_vacante       | 12   | 6        | 70×1, 80×3        |
 * | hombre|40_o_mas|no|pais_de_la_vacante      | 6    | 2        |                   |
 * | mujer|40_o_mas|no|pais_de_la_vacante       | 8    | 1        |                   |
 * | desconocido (no answers)                   | 14   | 3        | 50×1, 90×1        |
 * | otro|25_a_39|no|pais_de_la_vacante         | 1    | 0        |                   |
 * Median of the 10 scores (50,60,60,70,70,70,80,80,80,90) = 70.
 */
const TABLE: FairnessCounts = {
  'mujer|25_a_39|no|pais_de_la_vacante': { stages: stages(10, 2), scores: { 60: 2, 70: 2 } },
  'hombre|25_a_39|no|pais_de_la_vacante': { stages: stages(12, 6), scores: { 70: 1, 80: 3 } },
  'hombre|40_o_mas|no|pais_de_la_vacante': { stages: stages(6, 2), scores: {} },
  'mujer|40_o_mas|no|pais_de_la_vacante': { stages: stages(8, 1), scores: {} },
  'desconocido|desconocido|desconocido|desconocido': { stages: stages(14, 3), scores: { 50: 1, 90: 1 } },
  'otro|25_a_39|no|pais_de_la_vacante': { stages: stages(1, 0), scores: {} },
  // Every application of this profile was erased: its counters are back at zero.
  'hombre|menos_de_25|si|otro_pais': { stages: stages(0, 0), scores: { 75: 0 } },
};

function rowOf(report: ReturnType<typeof fairnessReport>, groups: Record<string, string>): GroupFigures {
  const keys = Object.keys(groups);
  const dimension = report.dimensions.find(
    (candidate) =>
      candidate.dimensions.length === keys.length && keys.every((key) => candidate.dimensions.includes(key as never)),
  )!;
  return dimension.rows.find((row) => keys.every((key) => row.groups[key as keyof typeof row.groups] === groups[key]))!;
}

describe('the fairness monitor (NYC bias-audit method, four-fifths flag)', () => {
  const report = fairnessReport(TABLE);

  it('totals the applications, the selected and the median of Clara’s scores', () => {
    expect(report).toMatchObject({ applications: 51, selected: 14, scored: 10, medianScore: 70, flagged: true });
    // Four single dimensions and their six pairs.
    expect(report.dimensions).toHaveLength(10);
    // A profile back at zero makes no row.
    expect(rowOf(report, { ageBand: 'menos_de_25' })).toBeUndefined();
    expect(rowOf(report, { disability: 'si' })).toBeUndefined();
  });

  it('computes selection rates and impact ratios per sex, flags 0.375 and suppresses the group under 2 %', () => {
    expect(rowOf(report, { sex: 'hombre' })).toMatchObject({
      applications: 18,
      selectionRate: 0.444,
      impactRatio: 1,
      flagged: false,
      excluded: null,
    });
    // 3/18 ÷ 8/18 = 0.375.
    expect(rowOf(report, { sex: 'mujer' })).toMatchObject({
      applications: 18,
      share: 0.353,
      selectionRate: 0.167,
      impactRatio: 0.375,
      flagged: true,
    });
    // 1 of 51 = 1.96 %: shown with its figures, not compared.
    expect(rowOf(report, { sex: 'otro' })).toMatchObject({
      applications: 1,
      share: 0.02,
      selectionRate: 0,
      impactRatio: null,
      flagged: false,
      excluded: 'small',
    });
    expect(rowOf(report, { sex: 'desconocido' })).toMatchObject({
      applications: 14,
      selectionRate: 0.214,
      impactRatio: null,
      excluded: 'unknown',
    });
  });

  it('computes the age bands: 40 or more at (3/14) ÷ (8/23) = 0.616', () => {
    expect(rowOf(report, { ageBand: '25_a_39' })).toMatchObject({
      applications: 23,
      selectionRate: 0.348,
      impactRatio: 1,
    });
    expect(rowOf(report, { ageBand: '40_o_mas' })).toMatchObject({
      applications: 14,
      selectionRate: 0.214,
      impactRatio: 0.616,
      flagged: true,
    });
  });

  it('computes the intersections of sex and age, an unknown part making the whole row unknown', () => {
    expect(rowOf(report, { sex: 'hombre', ageBand: '25_a_39' })).toMatchObject({ selectionRate: 0.5, impactRatio: 1 });
    expect(rowOf(report, { sex: 'mujer', ageBand: '25_a_39' })).toMatchObject({ selectionRate: 0.2, impactRatio: 0.4 });
    expect(rowOf(report, { sex: 'hombre', ageBand: '40_o_mas' })).toMatchObject({
      selectionRate: 0.333,
      impactRatio: 0.667,
      flagged: true,
    });
    expect(rowOf(report, { sex: 'mujer', ageBand: '40_o_mas' })).toMatchObject({
      applications: 8,
      selectionRate: 0.125,
      impactRatio: 0.25,
      flagged: true,
    });
    expect(rowOf(report, { sex: 'otro', ageBand: '25_a_39' })).toMatchObject({ excluded: 'small', impactRatio: null });
    expect(rowOf(report, { sex: 'desconocido', ageBand: 'desconocido' })).toMatchObject({
      applications: 14,
      excluded: 'unknown',
    });
  });

  it('computes the scoring rate above the median, and does not flag a group under the minimum of 5 scored', () => {
    expect(rowOf(report, { sex: 'hombre' })).toMatchObject({
      scored: 4,
      scoringRate: 0.75,
      scoringImpactRatio: 1,
      scoringFlagged: false,
    });
    // 0 of 4 above 70: ratio 0, but only 4 scored, so not enough data to flag.
    expect(rowOf(report, { sex: 'mujer' })).toMatchObject({
      scored: 4,
      scoredShare: 0.4,
      scoringRate: 0,
      scoringImpactRatio: 0,
      scoringFlagged: false,
    });
    expect(rowOf(report, { sex: 'desconocido' })).toMatchObject({
      scored: 2,
      scoringRate: 0.5,
      scoringExcluded: 'unknown',
    });
    // No score at all: no rate.
    expect(rowOf(report, { sex: 'hombre', ageBand: '40_o_mas' })).toMatchObject({ scored: 0, scoringRate: null });
  });

  it('flags a scoring impact ratio of (2/5) ÷ (3/5) = 0.667 with five scored in each group', () => {
    const scores = fairnessReport({
      'mujer|desconocido|desconocido|desconocido': { stages: stages(5, 0), scores: { 50: 2, 95: 3 } },
      'hombre|desconocido|desconocido|desconocido': { stages: stages(5, 0), scores: { 60: 2, 90: 1, 92: 2 } },
    });
    // 50,50,60,60,90,92,92,95,95,95: median (90 + 92) / 2 = 91.
    expect(scores.medianScore).toBe(91);
    expect(rowOf(scores, { sex: 'mujer' })).toMatchObject({ scoringRate: 0.6, scoringImpactRatio: 1 });
    expect(rowOf(scores, { sex: 'hombre' })).toMatchObject({
      scoringRate: 0.4,
      scoringImpactRatio: 0.667,
      scoringFlagged: true,
    });
    // Nobody selected: no selection ratio to compare.
    expect(rowOf(scores, { sex: 'hombre' })).toMatchObject({ selectionRate: 0, impactRatio: null, flagged: false });
  });

  it('answers the median of a histogram, odd and even', () => {
    expect(histogramMedian({})).toBeNull();
    expect(histogramMedian({ 40: 1, 70: 1, 90: 1 })).toBe(70);
    expect(histogramMedian({ 40: 2, 71: 1, 90: 1 })).toBe(55.5);
  });
});

describe('the counters an application moves', () => {
  it('reaches the earlier stages with a later one, and Descartado reaches nothing further', () => {
    expect(furthestStage(['Nueva'])).toBe(0);
    expect(furthestStage(['Nueva', 'Proceso', 'Descartado'])).toBe(4);
    expect(furthestStage(['Nueva', 'Entrevista', 'Evaluar', 'Seleccionado'])).toBe(5);
  });

  it('moves from the unknown profile to the answered one, stage by stage, with the score', () => {
    const unknown = profileKeyOf(null);
    expect(unknown).toBe('desconocido|desconocido|desconocido|desconocido');
    const answered = profileKeyOf({
      sex: 'mujer',
      ageBand: '40_o_mas',
      disability: 'prefiero_no_decirlo',
      origin: 'otro_pais',
    });
    expect(answered).toBe('mujer|40_o_mas|desconocido|otro_pais');
    expect(
      contributionDelta({ profile: unknown, stage: 1, score: null }, { profile: answered, stage: 2, score: 71.6 }),
    ).toEqual({
      [`${unknown}.stages.Nueva`]: -1,
      [`${unknown}.stages.Entrevista`]: -1,
      [`${answered}.stages.Nueva`]: 1,
      [`${answered}.stages.Entrevista`]: 1,
      [`${answered}.stages.Evaluar`]: 1,
      [`${answered}.scores.72`]: 1,
    });
    // The same contribution moves nothing; an erased one takes itself off.
    expect(
      contributionDelta({ profile: answered, stage: 0, score: null }, { profile: answered, stage: 0, score: null }),
    ).toEqual({});
    expect(contributionDelta({ profile: answered, stage: 0, score: 50 }, null)).toEqual({
      [`${answered}.stages.Nueva`]: -1,
      [`${answered}.scores.50`]: -1,
    });
  });
});
