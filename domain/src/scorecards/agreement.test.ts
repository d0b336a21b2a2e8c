import { describe, expect, it } from 'vitest';
import { scoreFromRatings } from '../analysis/rubric';
import type { Ratings } from '../practice/progress';
import {
  AGREEMENT_TEXTS,
  computeAgreement,
  correlationInterval,
  decimalEs,
  figuresOf,
  kappaInterval,
  pearson,
  weightedKappa,
} from './agreement';

// Six pairs (Clara, member) whose quadratic-weighted kappa is 16/23 (observed squared distance 7, expected 23),
// checked with an independent implementation of the matrix formula.
const SIX: Array<[number, number]> = [
  [1, 1],
  [2, 3],
  [3, 3],
  [4, 5],
  [5, 4],
  [3, 1],
];

describe('weightedKappa', () => {
  it('is 1 for identical ratings and 16/23 for the known six pairs', () => {
    expect(
      weightedKappa([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 5],
      ]),
    ).toBe(1);
    expect(weightedKappa(SIX)).toBeCloseTo(16 / 23, 10);
  });

  it('is −1 for ratings mirrored around the middle, and undefined without variation', () => {
    expect(
      weightedKappa([
        [1, 5],
        [2, 4],
        [3, 3],
        [4, 2],
        [5, 1],
      ]),
    ).toBeCloseTo(-1, 10);
    expect(weightedKappa(Array.from({ length: 6 }, () => [3, 3] as [number, number]))).toBeNull();
    expect(weightedKappa([])).toBeNull();
  });
});

describe('figuresOf', () => {
  // The six pairs spread over ten candidates (four with none), then over two candidates only.
  const overTen = [...SIX.map((pair) => [pair]), [], [], [], []];
  const tenWithPairs = [...SIX.map((pair) => [pair]), [SIX[0]!], [SIX[2]!], [SIX[3]!], [SIX[4]!]];

  it('counts exact and within-one agreement, and gives kappa only from 5 pairs of at least 10 candidates', () => {
    const ten = figuresOf(tenWithPairs);
    expect(ten.pairs).toBe(10);
    expect(ten.kappa).toBeCloseTo(weightedKappa(tenWithPairs.flat())!, 12);
    expect(ten.kappaInterval).not.toBeNull();
    // Six candidates with pairs: no kappa, whatever the number of pairs.
    expect(figuresOf(overTen)).toMatchObject({ pairs: 6, exact: 2 / 6, withinOne: 5 / 6, kappa: null });
    expect(figuresOf([SIX.slice(0, 3), SIX.slice(3)])).toMatchObject({ pairs: 6, kappa: null, kappaInterval: null });
    const four = figuresOf([SIX.slice(0, 4)]);
    expect(four.kappa).toBeNull();
    expect(four.exact).toBe(2 / 4);
    expect(figuresOf([])).toEqual({ pairs: 0, exact: null, withinOne: null, kappa: null, kappaInterval: null });
  });

  it('gives a 95 % interval around the kappa, the same on every read', () => {
    const [low, high] = figuresOf(tenWithPairs).kappaInterval!;
    const kappa = figuresOf(tenWithPairs).kappa!;
    expect(low).toBeLessThanOrEqual(kappa);
    expect(high).toBeGreaterThanOrEqual(kappa);
    expect(high).toBeLessThanOrEqual(1);
    expect(kappaInterval(tenWithPairs)).toEqual(kappaInterval(tenWithPairs));
    // Perfect agreement on varied ratings: every resample that has variation gives 1.
    const perfect = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((rating) => [[rating, rating] as [number, number]]);
    expect(kappaInterval(perfect)).toEqual([1, 1]);
  });
});

describe('correlationInterval', () => {
  it("is Fisher's z interval, and needs four points", () => {
    // r = 0.5 with 28 points: z = 0.5493, ± 1.96/5 → tanh(0.1573) = 0.156, tanh(0.9413) = 0.736.
    const [low, high] = correlationInterval(0.5, 28)!;
    expect(low).toBeCloseTo(0.156, 3);
    expect(high).toBeCloseTo(0.736, 3);
    expect(correlationInterval(0.5, 3)).toBeNull();
  });
});

describe('pearson', () => {
  it('matches a value computed by hand', () => {
    // x = 20, 50, 80, 65; y = 30, 45, 90, 60: r = 0.942857… (Python statistics.correlation gives the same)
    expect(
      pearson([
        [20, 30],
        [50, 45],
        [80, 90],
        [65, 60],
      ]),
    ).toBeCloseTo(0.9428571428571428, 10);
    expect(
      pearson([
        [1, 2],
        [1, 3],
      ]),
    ).toBeNull();
  });
});

describe('computeAgreement', () => {
  const all = (rating: number): Ratings => ({
    comunicacion: rating,
    especificidad: rating,
    resultados: rating,
    estructura: rating,
    relevancia: rating,
    ajuste: rating,
  });

  it('pairs each member with Clara per competency, counts every scorecard and correlates the scores', () => {
    const candidates = [
      { clara: { ratings: all(2), score: 25 }, members: [all(2), all(3)] },
      { clara: { ratings: all(4), score: 75 }, members: [all(4)] },
      { clara: { ratings: all(5), score: 100 }, members: [all(4), all(5)] },
      // Not analysed yet: its scorecard counts, its ratings pair with nothing.
      { clara: null, members: [all(1)] },
    ];
    const agreement = computeAgreement(candidates);
    expect(agreement.scorecards).toBe(6);
    expect(agreement.candidates).toBe(3);
    expect(agreement.overall.pairs).toBe(5 * 6);
    // Per competency: (2,2) (2,3) (4,4) (5,4) (5,5): 3 exact of 5, all within one.
    const first = agreement.byCompetency.find((row) => row.competency === 'comunicacion')!;
    expect(first).toMatchObject({ pairs: 5, exact: 3 / 5, withinOne: 1 });
    // Five pairs, but from three candidates: no kappa under ten.
    expect(first.kappa).toBeNull();
    expect(agreement.overall.kappa).toBeNull();
    const teamScores = [
      (scoreFromRatings(all(2)) + scoreFromRatings(all(3))) / 2,
      scoreFromRatings(all(4)),
      (scoreFromRatings(all(4)) + scoreFromRatings(all(5))) / 2,
    ];
    expect(agreement.scoreCorrelation.candidates).toBe(3);
    expect(agreement.scoreCorrelation.r).toBeCloseTo(
      pearson([
        [25, teamScores[0]!],
        [75, teamScores[1]!],
        [100, teamScores[2]!],
      ])!,
      12,
    );
  });

  it('leaves kappa and the correlation out while there is too little to go on', () => {
    const agreement = computeAgreement([
      { clara: { ratings: { comunicacion: 3 }, score: 50 }, members: [{ comunicacion: 3 }] },
      { clara: { ratings: { comunicacion: 4 }, score: 75 }, members: [{ comunicacion: 2 }] },
    ]);
    expect(agreement.overall).toMatchObject({ pairs: 2, exact: 0.5, withinOne: 0.5, kappa: null });
    expect(agreement.scoreCorrelation).toEqual({ candidates: 2, r: null, interval: null });
  });

  it('compares only blind scorecards and counts the others apart', () => {
    const agreement = computeAgreement([
      { clara: { ratings: all(3), score: 50 }, members: [all(3)], notBlind: 2 },
      { clara: { ratings: all(4), score: 75 }, members: [], notBlind: 1 },
    ]);
    expect(agreement).toMatchObject({ scorecards: 1, notBlind: 3, candidates: 1 });
    expect(agreement.overall.pairs).toBe(6);
    expect(AGREEMENT_TEXTS.notBlind(3)).toContain('3 evaluaciones no cuentan');
  });

  it("pairs per skill of the vacancy's rubric, named, and scores the members as that rubric scores Clara", () => {
    const skills = [
      { id: 'trabajo-equipo', name: 'Trabajo en equipo' },
      { id: 'propia-cocina-fria', name: 'Cocina fría y emplatado' },
    ];
    const designed = (clara: number, member: number) => ({
      clara: { ratings: { 'trabajo-equipo': clara, 'propia-cocina-fria': clara }, score: (clara - 1) * 25 },
      members: [{ 'trabajo-equipo': member, 'propia-cocina-fria': member }],
      skills,
      rubricVersion: 'vacante-1',
    });
    const agreement = computeAgreement([designed(2, 2), designed(4, 3), designed(5, 5)]);
    expect(agreement.byCompetency.map((row) => [row.competency, row.name, row.pairs])).toEqual([
      ['trabajo-equipo', 'Trabajo en equipo', 3],
      ['propia-cocina-fria', 'Cocina fría y emplatado', 3],
    ]);
    expect(agreement.overall).toMatchObject({ pairs: 6, exact: 4 / 6, withinOne: 1 });
    // Equal weights: the members' scores are 25, 50 and 100 against Clara's 25, 75 and 100.
    expect(agreement.scoreCorrelation.r).toBeCloseTo(
      pearson([
        [25, 25],
        [75, 50],
        [100, 100],
      ])!,
      12,
    );
  });

  it('writes numbers the Spanish way', () => {
    expect(decimalEs(0.72)).toBe('0,72');
    expect(decimalEs(-0.153)).toBe('−0,15');
    expect(AGREEMENT_TEXTS.kappaReading(0.7)).toBe('Acuerdo considerable (kappa 0,70).');
    expect(AGREEMENT_TEXTS.kappaReading(0.72, [0.41, 0.83])).toBe(
      'Acuerdo considerable (kappa 0,72; intervalo del 95 %: 0,41 a 0,83).',
    );
    expect(AGREEMENT_TEXTS.correlation(0.5, 28, [0.156, 0.736])).toBe(
      'Correlación de la puntuación de Clara con la media de tu equipo: 0,50 (moderada, 28 candidatos; intervalo del 95 %: 0,16 a 0,74).',
    );
  });
});
