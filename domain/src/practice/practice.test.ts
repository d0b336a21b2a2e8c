import { describe, expect, it } from 'vitest';
import { COMPETENCIES, type CompetencyId } from '../analysis/rubric';
import { MENTORS } from '../coaches/mentors';
import { COMPETENCY_COACHING, helpsWith, weakestCompetencies } from './coaching';
import {
  parsePracticeHistory,
  serializePracticeHistory,
  withEntry,
  withoutEntry,
  PRACTICE_HISTORY_MAX,
  type PracticeEntry,
} from './history';
import { progressOf, ratingsOf } from './progress';

const code = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the practice history stored on the device', () => {
  it('reads back what it wrote, newest first, one entry per code', () => {
    let entries: PracticeEntry[] = [];
    entries = withEntry(entries, { code: code(1), savedAt: 10 });
    entries = withEntry(entries, {
      code: code(2),
      savedAt: 20,
      label: { kind: 'predefined', title: 'Ventas' },
      score: 70,
    });
    entries = withEntry(entries, { code: code(1), savedAt: 30, score: 55, date: 1_700_000_000, expiresAt: null });
    const read = parsePracticeHistory(serializePracticeHistory(entries));
    expect(read.map((entry) => entry.code)).toEqual([code(2), code(1)]);
    // Refreshing keeps when it was first remembered and adds what is new.
    expect(read[1]).toEqual({ code: code(1), savedAt: 10, score: 55, date: 1_700_000_000, expiresAt: null });
    expect(withoutEntry(read, code(2)).map((entry) => entry.code)).toEqual([code(1)]);
  });

  it.each([null, '', 'not json', '[]', '42', '{"entries":"x"}', '{"v":1}', 'null'])(
    'reads corrupt storage %j as no entries',
    (raw) => {
      expect(parsePracticeHistory(raw)).toEqual([]);
    },
  );

  it('skips malformed entries and fields and keeps the good ones', () => {
    const raw = JSON.stringify({
      v: 1,
      entries: [
        { code: 'short', savedAt: 1 },
        null,
        { code: code(3), savedAt: 'yesterday', label: { kind: 'hacker', title: 'x' }, score: '99' },
        { code: code(4), savedAt: 5, label: { kind: 'custom', title: 'Analista · enfoque experiencia' } },
        { code: code(4), savedAt: 6 },
      ],
    });
    expect(parsePracticeHistory(raw)).toEqual([
      { code: code(4), savedAt: 5, label: { kind: 'custom', title: 'Analista · enfoque experiencia' } },
      { code: code(3), savedAt: 0 },
    ]);
  });

  it(`keeps at most ${PRACTICE_HISTORY_MAX} entries, dropping the oldest`, () => {
    let entries: PracticeEntry[] = [];
    for (let n = 1; n <= PRACTICE_HISTORY_MAX + 5; n += 1) entries = withEntry(entries, { code: code(n), savedAt: n });
    expect(entries).toHaveLength(PRACTICE_HISTORY_MAX);
    expect(entries.at(-1)!.code).toBe(code(6));
  });
});

const rated = (ratings: Partial<Record<CompetencyId, number>>) => ({
  personalityAssessment: Object.fromEntries(
    COMPETENCIES.filter((c) => ratings[c.id] !== undefined).map((c) => [
      c.name,
      { evaluation: 'x', justification: '', competency: c.id, rating: ratings[c.id] },
    ]),
  ),
});

describe('progress across attempts', () => {
  it('charts the score and each competency, a competency an attempt does not rate being a gap (null), never 0', () => {
    const first = { label: '#1', score: 40, ratings: ratingsOf(rated({ comunicacion: 2, relevancia: 3 })) };
    const second = { label: '#2', score: 70, ratings: ratingsOf(rated({ comunicacion: 4, relevancia: 4, ajuste: 3 })) };
    const progress = progressOf([first, second]);
    expect(progress.attempts).toEqual(['#1', '#2']);
    expect(progress.score.values).toEqual([40, 70]);
    expect(progress.competencies).toEqual([
      { label: 'Comunicación', values: [2, 4] },
      { label: 'Relevancia a la pregunta', values: [3, 4] },
      { label: 'Ajuste al puesto', values: [null, 3] },
    ]);
  });

  it('reads no ratings from an analysis made before the rubric', () => {
    expect(ratingsOf({ personalityAssessment: { Comunicación: { evaluation: 'Alto', justification: '' } } })).toEqual(
      {},
    );
  });
});

describe('coaching where the analysis is weakest', () => {
  it('maps every competency of the rubric to labels, a search and a topic, and nothing else', () => {
    expect(Object.keys(COMPETENCY_COACHING).sort()).toEqual(COMPETENCIES.map((c) => c.id).sort());
    for (const competency of COMPETENCIES) {
      const coaching = COMPETENCY_COACHING[competency.id];
      expect(coaching.labels.length, competency.id).toBeGreaterThan(0);
      expect(coaching.search.trim(), competency.id).not.toBe('');
      expect(coaching.topic.length, competency.id).toBeGreaterThan(20);
    }
  });

  it('finds at least one available mentor for every competency', () => {
    for (const competency of COMPETENCIES) {
      const mentors = MENTORS.filter((mentor) => mentor.available && helpsWith(mentor.labels, competency.id));
      expect(mentors.length, competency.id).toBeGreaterThan(0);
    }
  });

  it('matches labels ignoring accents and case', () => {
    expect(helpsWith(['comunicacion'], 'comunicacion')).toBe(true);
    expect(helpsWith(['Marketing', 'Ventas'], 'comunicacion')).toBe(false);
  });

  it('picks the two lowest ratings, a tie going to the heavier competency', () => {
    const analysis = rated({ comunicacion: 2, especificidad: 4, resultados: 2, estructura: 1, relevancia: 5 });
    expect(weakestCompetencies(analysis).map(({ competency, rating }) => [competency.id, rating])).toEqual([
      ['estructura', 1],
      ['resultados', 2],
    ]);
    expect(weakestCompetencies({ personalityAssessment: {} })).toEqual([]);
  });
});
