import { describe, expect, it } from 'vitest';
import { COMPETENCIES, RATING_WORDS, competenciesFor, scoreFromRatings } from './rubric';
import { evaluationBadgeColor } from './badges';

describe('the rubric', () => {
  it('has 6 Spanish competencies, each with anchors for 1, 3 and 5 and a positive weight', () => {
    expect(COMPETENCIES.map((competency) => competency.name)).toEqual([
      'Comunicación',
      'Especificidad y ejemplos',
      'Orientación a resultados',
      'Estructura',
      'Relevancia a la pregunta',
      'Ajuste al puesto',
    ]);
    for (const competency of COMPETENCIES) {
      expect(competency.weight).toBeGreaterThan(0);
      for (const level of [1, 3, 5] as const) expect(competency.anchors[level].length).toBeGreaterThan(30);
      expect(new Set(Object.values(competency.anchors)).size).toBe(3);
    }
  });

  it('rates «Ajuste al puesto» only for interviews with a job description', () => {
    expect(competenciesFor(false).map((competency) => competency.id)).not.toContain('ajuste');
    expect(competenciesFor(true).map((competency) => competency.id)).toContain('ajuste');
    expect(competenciesFor(false)).toHaveLength(5);
  });

  it('names ratings with the badge vocabulary: 1–2 red, 3 yellow, 4–5 green', () => {
    expect(Object.values(RATING_WORDS).map(evaluationBadgeColor)).toEqual(['red', 'red', 'yellow', 'green', 'green']);
  });
});

describe('the score formula', () => {
  const all = (rating: number) => Object.fromEntries(COMPETENCIES.map((competency) => [competency.id, rating]));

  it('maps ratings 1 → 0, 3 → 50, 5 → 100', () => {
    expect(scoreFromRatings(all(1))).toBe(0);
    expect(scoreFromRatings(all(3))).toBe(50);
    expect(scoreFromRatings(all(5))).toBe(100);
  });

  it('weighs each competency by its weight', () => {
    // especificidad (0.25) at 5, comunicación (0.15) at 1: 0.25 / 0.40 of the way → 63.
    expect(scoreFromRatings({ especificidad: 5, comunicacion: 1 })).toBe(63);
    expect(scoreFromRatings({ especificidad: 1, comunicacion: 5 })).toBe(38);
  });

  it('clamps ratings to 1–5, rounds them, and ignores unknown competencies', () => {
    expect(scoreFromRatings({ comunicacion: 9, relevancia: -3 })).toBe(
      scoreFromRatings({ comunicacion: 5, relevancia: 1 }),
    );
    expect(scoreFromRatings({ comunicacion: 3.4 })).toBe(50);
    expect(scoreFromRatings({ simpatia: 5 } as never)).toBe(0);
  });
});
