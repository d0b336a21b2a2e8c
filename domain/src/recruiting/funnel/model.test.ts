import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../hiring/status';
import {
  addSums,
  binnedMedian,
  contributionChange,
  contributionOf,
  emptySums,
  funnelFromHistories,
  funnelReport,
  medianText,
  periodKeys,
  type FunnelApplication,
} from './model';

const DAY = 86_400;
const T0 = 1_767_225_600; // 2026-01-01T00:00Z

/** An application whose history moves through `steps` ([status, days after T0]). */
const app = (source: string, steps: [ApplicationStatus, number][]): FunnelApplication => ({
  source,
  createdAt: T0 + steps[0]![1] * DAY,
  statusHistory: steps.map(([status, days]) => ({ status, date: T0 + days * DAY })),
});

// Five known histories.
const hired = app('linkedin', [
  ['Nueva', 0],
  ['Entrevista', 1],
  ['Evaluar', 2],
  ['Reclutador', 4],
  ['Proceso', 9],
  ['Seleccionado', 20],
]);
const droppedAtEvaluar = app('linkedin', [
  ['Nueva', 0],
  ['Entrevista', 2],
  ['Evaluar', 3],
  ['Descartado', 6],
]);
const droppedAtNueva = app('directo', [
  ['Nueva', 0],
  ['Descartado', 1],
]);
const waiting = app('empleo', [['Nueva', 0]]);
/** Skips Entrevista (a recruiter moved it to Evaluar): it still reached Entrevista's stage for the funnel. */
const skipped = app('whatsapp', [
  ['Nueva', 0],
  ['Evaluar', 3],
  ['Reclutador', 5],
]);
const ALL = [hired, droppedAtEvaluar, droppedAtNueva, waiting, skipped];

describe('funnel from known histories', () => {
  const report = funnelFromHistories(ALL);
  const stage = (status: string) => report.stages.find((s) => s.status === status)!;

  it('counts applications per source, most first', () => {
    expect(report.applications).toBe(5);
    expect(report.bySource).toEqual([
      { source: 'linkedin', count: 2 },
      { source: 'directo', count: 1 },
      { source: 'empleo', count: 1 },
      { source: 'whatsapp', count: 1 },
    ]);
  });

  it('counts who reached each stage (or a later one) and the conversion to the next', () => {
    expect(report.stages.map((s) => [s.status, s.reached])).toEqual([
      ['Nueva', 5],
      ['Entrevista', 3],
      ['Evaluar', 3],
      ['Reclutador', 2],
      ['Proceso', 1],
      ['Seleccionado', 1],
    ]);
    expect(stage('Nueva').conversionToNext).toBeCloseTo(3 / 5);
    expect(stage('Evaluar').conversionToNext).toBeCloseTo(2 / 3);
    expect(stage('Reclutador').conversionToNext).toBeCloseTo(1 / 2);
    expect(stage('Seleccionado').conversionToNext).toBeNull();
  });

  it('counts drop-offs by the stage the candidate was in when Descartado', () => {
    expect(report.stages.map((s) => [s.status, s.dropped]).filter(([, n]) => n)).toEqual([
      ['Nueva', 1],
      ['Evaluar', 1],
    ]);
  });

  it('gives the median time in each stage and to Seleccionado, by duration bins', () => {
    // Nueva stays: 1, 2, 1 and 3 days (the waiting one has not left): sorted 1, 1, 2, 3, the lower median is 1 day.
    expect(stage('Nueva').medianStay).toEqual({ count: 4, upToSeconds: DAY });
    // Evaluar stays: 2 (hired), 3 (dropped), 2 (skipped) → 2 days.
    expect(stage('Evaluar').medianStay).toEqual({ count: 3, upToSeconds: 2 * DAY });
    // Reclutador: only the hired one finished its stay (5 days); skipped is still there.
    expect(stage('Reclutador').medianStay).toEqual({ count: 1, upToSeconds: 5 * DAY });
    // Proceso: 11 days → the 14-day bin.
    expect(stage('Proceso').medianStay).toEqual({ count: 1, upToSeconds: 14 * DAY });
    expect(stage('Seleccionado').medianStay).toEqual({ count: 0, upToSeconds: null });
    expect(report.timeToHire).toEqual({ count: 1, upToSeconds: 21 * DAY });
    expect(medianText(report.timeToHire)).toBe('hasta 21 días');
    expect(medianText(stage('Nueva').medianStay)).toBe('hasta 1 día');
  });

  it('is empty without applications', () => {
    const empty = funnelFromHistories([]);
    expect(empty.applications).toBe(0);
    expect(empty.stages.every((s) => s.reached === 0 && s.conversionToNext === null)).toBe(true);
    expect(medianText(empty.timeToHire)).toBe('Sin datos');
  });
});

describe('sums kept with the writes', () => {
  it('adding each history change as it happens gives the same sums as the final histories', () => {
    let kept = emptySums();
    for (const application of ALL) {
      let before: FunnelApplication | null = null;
      for (let step = 1; step <= application.statusHistory.length; step++) {
        const after = { ...application, statusHistory: application.statusHistory.slice(0, step) };
        kept = addSums(kept, contributionChange(before, after));
        before = after;
      }
    }
    expect(funnelReport(kept)).toEqual(funnelFromHistories(ALL));
  });

  it('a candidate taken back from Descartado is no longer a drop-off', () => {
    const back = app('directo', [
      ['Nueva', 0],
      ['Descartado', 1],
      ['Evaluar', 2],
    ]);
    expect(contributionOf(back).dropped).toEqual({});
    expect(funnelFromHistories([back]).stages[2]!.reached).toBe(1);
  });

  it('takes the bin holding the lower median, and the open bin past a year', () => {
    expect(binnedMedian({ '0': 1, '5': 1 })).toEqual({ count: 2, upToSeconds: 3600 });
    expect(binnedMedian({ '16': 3 })).toEqual({ count: 3, upToSeconds: null });
    expect(medianText({ count: 3, upToSeconds: null })).toBe('más de 365 días');
  });
});

describe('periods by month of application', () => {
  it('lists the months a period covers, ending with the current one', () => {
    const now = Date.UTC(2026, 2, 15) / 1000; // 2026-03-15
    expect(periodKeys('month', now)).toEqual(['2026-03']);
    expect(periodKeys('quarter', now)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(periodKeys('year', now)).toHaveLength(12);
    expect(periodKeys('year', now).at(-1)).toBe('2025-04');
    expect(periodKeys('all', now)).toEqual(['all']);
  });
});
