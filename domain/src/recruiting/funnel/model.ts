/**
 * Issue 23: the funnel, computed from status histories. One application's history becomes its contribution
 * (counts and binned durations); contributions add up, and the server keeps their sums per company, vacancy and
 * month of application with the writes that change a history (so a report reads a few documents, never the
 * applications). `funnelFromHistories` is the same computation over histories, for tests and backfills.
 */
import type { ApplicationStatus } from '../../hiring/status';

/** The pipeline's forward stages, in order; Descartado is a drop-off, not a stage. */
export const FUNNEL_STAGES = ['Nueva', 'Entrevista', 'Evaluar', 'Reclutador', 'Proceso', 'Seleccionado'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const DAY = 86_400;
/**
 * Upper bounds (seconds) of the duration bins; the last bin is open. Medians are reported as the bound of the
 * bin holding them ("hasta 3 días"): sums of bins can be kept with increments, exact medians could not.
 */
export const DURATION_BOUNDS = [
  3600,
  6 * 3600,
  DAY,
  2 * DAY,
  3 * DAY,
  5 * DAY,
  7 * DAY,
  10 * DAY,
  14 * DAY,
  21 * DAY,
  30 * DAY,
  45 * DAY,
  60 * DAY,
  90 * DAY,
  180 * DAY,
  365 * DAY,
] as const;
/** Bins: one per bound, then one for longer. */
export const DURATION_BINS = DURATION_BOUNDS.length + 1;

export function binOf(seconds: number): number {
  const index = DURATION_BOUNDS.findIndex((bound) => seconds <= bound);
  return index === -1 ? DURATION_BOUNDS.length : index;
}

/** The history of one application as the funnel reads it. */
export interface FunnelApplication {
  source: string;
  /** Epoch seconds; the first history entry's date when the history has one. */
  createdAt: number;
  statusHistory: readonly { status: ApplicationStatus; date: number }[];
}

/** Sums of contributions: what the server stores per scope and period, and what a report is computed from. */
export interface FunnelSums {
  applications: number;
  bySource: Record<string, number>;
  /** Applications that reached each stage or a later one. */
  reached: Partial<Record<FunnelStage, number>>;
  /** Applications now Descartado, by the stage they were in. */
  dropped: Partial<Record<FunnelStage, number>>;
  /** Finished stays in each status, binned by duration (bin index as the key). */
  stays: Partial<Record<FunnelStage, Record<string, number>>>;
  /** Application to first Seleccionado, binned. */
  hire: Record<string, number>;
}

export const emptySums = (): FunnelSums => ({
  applications: 0,
  bySource: {},
  reached: {},
  dropped: {},
  stays: {},
  hire: {},
});

const isStage = (status: string): status is FunnelStage => (FUNNEL_STAGES as readonly string[]).includes(status);
const add = (target: Record<string, number>, key: string, by: number) => {
  const next = (target[key] ?? 0) + by;
  if (next === 0) delete target[key];
  else target[key] = next;
};

/** What one application adds to the sums (its whole history). */
export function contributionOf(application: FunnelApplication): FunnelSums {
  const sums = emptySums();
  const history = [...application.statusHistory].sort((a, b) => a.date - b.date);
  const start = history[0]?.date ?? application.createdAt;
  sums.applications = 1;
  sums.bySource[application.source] = 1;
  let furthest = 0;
  for (const entry of history)
    if (isStage(entry.status)) furthest = Math.max(furthest, FUNNEL_STAGES.indexOf(entry.status));
  for (let i = 0; i <= furthest; i++) sums.reached[FUNNEL_STAGES[i]!] = 1;
  history.forEach((entry, index) => {
    const next = history[index + 1];
    if (!next || !isStage(entry.status) || next.status === entry.status) return;
    const stays = (sums.stays[entry.status] ??= {});
    add(stays, String(binOf(Math.max(0, next.date - entry.date))), 1);
  });
  const hired = history.find((entry) => entry.status === 'Seleccionado');
  if (hired) add(sums.hire, String(binOf(Math.max(0, hired.date - start))), 1);
  const last = history.at(-1);
  if (last?.status === 'Descartado') {
    const before = [...history].reverse().find((entry) => entry.status !== 'Descartado');
    add(sums.dropped, before && isStage(before.status) ? before.status : 'Nueva', 1);
  }
  return sums;
}

/** `a + sign × b`, field by field (sign −1 takes an old contribution back out). */
export function addSums(a: FunnelSums, b: FunnelSums, sign: 1 | -1 = 1): FunnelSums {
  const out: FunnelSums = structuredClone(a);
  out.applications += sign * b.applications;
  for (const [key, value] of Object.entries(b.bySource)) add(out.bySource, key, sign * value);
  for (const [key, value] of Object.entries(b.reached)) add(out.reached, key, sign * value);
  for (const [key, value] of Object.entries(b.dropped)) add(out.dropped, key, sign * value);
  for (const [stage, bins] of Object.entries(b.stays)) {
    const target = (out.stays[stage as FunnelStage] ??= {});
    for (const [bin, value] of Object.entries(bins)) add(target, bin, sign * value);
    if (!Object.keys(target).length) delete out.stays[stage as FunnelStage];
  }
  for (const [bin, value] of Object.entries(b.hire)) add(out.hire, bin, sign * value);
  return out;
}

/** The change a history edit makes to the sums (new contribution minus the old; the old may be none). */
export function contributionChange(before: FunnelApplication | null, after: FunnelApplication): FunnelSums {
  return before ? addSums(contributionOf(after), contributionOf(before), -1) : contributionOf(after);
}

/** A binned median: the upper bound (seconds) of the bin holding the lower median, null for the open bin. */
export interface BinnedMedian {
  count: number;
  /** null when count is 0 or the median is over the last bound. */
  upToSeconds: number | null;
}

export function binnedMedian(bins: Record<string, number> | undefined): BinnedMedian {
  const counts = Array.from({ length: DURATION_BINS }, (_, bin) => Math.max(0, bins?.[String(bin)] ?? 0));
  const count = counts.reduce((sum, value) => sum + value, 0);
  if (!count) return { count: 0, upToSeconds: null };
  const rank = Math.ceil(count / 2);
  let seen = 0;
  for (let bin = 0; bin < counts.length; bin++) {
    seen += counts[bin]!;
    if (seen >= rank) return { count, upToSeconds: DURATION_BOUNDS[bin] ?? null };
  }
  return { count, upToSeconds: null };
}

export interface FunnelStageReport {
  status: FunnelStage;
  reached: number;
  /** reached(next) / reached(this), 0–1; null for the last stage or when none reached this one. */
  conversionToNext: number | null;
  medianStay: BinnedMedian;
  /** Descartado from this stage. */
  dropped: number;
}

export interface FunnelReport {
  applications: number;
  bySource: { source: string; count: number }[];
  stages: FunnelStageReport[];
  timeToHire: BinnedMedian;
}

const positive = (value: number | undefined) => Math.max(0, value ?? 0);

export function funnelReport(sums: FunnelSums): FunnelReport {
  const stages = FUNNEL_STAGES.map((status, index): FunnelStageReport => {
    const reached = positive(sums.reached[status]);
    const next = FUNNEL_STAGES[index + 1];
    return {
      status,
      reached,
      conversionToNext: next && reached ? positive(sums.reached[next]) / reached : null,
      medianStay: binnedMedian(sums.stays[status]),
      dropped: positive(sums.dropped[status]),
    };
  });
  return {
    applications: positive(sums.applications),
    bySource: Object.entries(sums.bySource)
      .filter(([, count]) => count > 0)
      .map(([source, count]) => ({ source, count }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    stages,
    timeToHire: binnedMedian(sums.hire),
  };
}

/** The report of these applications' histories (what the stored sums give for the same applications). */
export function funnelFromHistories(applications: readonly FunnelApplication[]): FunnelReport {
  return funnelReport(
    applications.reduce((sums, application) => addSums(sums, contributionOf(application)), emptySums()),
  );
}

// Periods

/** The periods a report can cover, by month of application (UTC). */
export const FUNNEL_PERIODS = ['month', 'quarter', 'year', 'all'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
const PERIOD_MONTHS: Record<Exclude<FunnelPeriod, 'all'>, number> = { month: 1, quarter: 3, year: 12 };

/** `YYYY-MM` of a date in seconds (UTC): the bucket an application counts in. */
export function monthKey(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 7);
}

/** The month keys a period covers, ending with the month of `now`; ['all'] for the whole history. */
export function periodKeys(period: FunnelPeriod, nowSeconds: number): string[] {
  if (period === 'all') return ['all'];
  const now = new Date(nowSeconds * 1000);
  return Array.from({ length: PERIOD_MONTHS[period] }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

export const FUNNEL_TEXTS = {
  title: 'Embudo de selección',
  menuLink: 'Embudo',
  scope: 'Vacante',
  allVacancies: 'Todas las vacantes',
  period: 'Periodo',
  periods: { month: 'Este mes', quarter: 'Últimos 3 meses', year: 'Últimos 12 meses', all: 'Todo' } as Record<
    FunnelPeriod,
    string
  >,
  applications: 'Postulaciones',
  bySource: 'Postulaciones por fuente',
  reached: 'Candidatos que llegaron a cada etapa',
  conversion: 'Conversión a la siguiente',
  medianStay: 'Mediana en la etapa',
  dropped: 'Descartados en la etapa',
  timeToHire: 'Mediana de postulación a Seleccionado',
  none: 'Sin datos',
  empty: 'No hay postulaciones en este periodo.',
  stage: 'Etapa',
  count: 'Cantidad',
  source: 'Fuente',
} as const;

/** A binned median as text: "hasta 3 días", "más de 365 días", "Sin datos". */
export function medianText(median: BinnedMedian): string {
  if (!median.count) return FUNNEL_TEXTS.none;
  if (median.upToSeconds === null) return `más de ${DURATION_BOUNDS.at(-1)! / DAY} días`;
  const seconds = median.upToSeconds;
  if (seconds < DAY) return `hasta ${seconds / 3600} h`;
  const days = seconds / DAY;
  return `hasta ${days} ${days === 1 ? 'día' : 'días'}`;
}
