import { describe, expect, it } from 'vitest';
import { parseAnalysis, type AnalysisResult } from '@clara/domain/analysis/result';
import { attemptsOf } from './ProgressCharts';
import type { PracticeItem } from './useMyPractice';

const analysis = (score: number): AnalysisResult => ({
  evaluationSummary: 'Bien.',
  score,
  personalityAssessment: { Comunicación: { evaluation: 'Alto', justification: 'Clara.' } },
  developmentSuggestions: [],
  interviewPerformanceSuggestions: [],
});

/** A practice read by its code: `date` in seconds, its greeting at `startedMs`. */
const item = (code: string, date: number, startedMs: number, score: number): PracticeItem => ({
  entry: { code, date, savedAt: 0 },
  state: 'ready',
  doc: { analysis: analysis(score), startedMs },
});

describe('the progress charts of /mi-practica', () => {
  it('orders two practices started in the same second by when each began, whatever order the device lists them in', () => {
    const second = 1_900_000_000;
    const first = item('b-code', second, second * 1000 + 120, 40);
    const later = item('a-code', second, second * 1000 + 870, 90);
    for (const items of [
      [first, later],
      [later, first],
    ])
      expect(attemptsOf(items).map((attempt) => attempt.score)).toEqual([40, 90]);
    // With nothing else to tell them apart, the code decides: the same order on every load.
    const tie = [item('b-code', second, 0, 40), item('a-code', second, 0, 90)];
    expect(attemptsOf(tie).map((a) => a.score)).toEqual(attemptsOf([...tie].reverse()).map((a) => a.score));
  });

  it('reads stored analyses without the schema, and one in another shape (JSON text) only with it', () => {
    const stored = item('a-code', 1_900_000_000, 0, 40);
    // An older device or version may hold the analysis as JSON text: the typed document does not allow it.
    const asText = item('b-code', 1_900_000_100, 0, 90);
    Object.assign(asText.state === 'ready' ? asText.doc : {}, { analysis: JSON.stringify(analysis(90)) });
    expect(attemptsOf([stored, asText]).map((a) => a.score)).toEqual([40]);
    const withSchema = (value: unknown) => {
      const parsed = parseAnalysis(value);
      return parsed.ok ? parsed.analysis : undefined;
    };
    expect(attemptsOf([stored, asText], withSchema).map((a) => a.score)).toEqual([40, 90]);
  });
});
