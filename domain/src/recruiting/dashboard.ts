import { COMPANY_INTERVIEWS } from '../interview/session';
import { PRODUCT } from '../brand';
import { RECRUITING_TEXTS } from './texts';
import { CANDIDATE_SORT_ORDER, vacancyStatusOf, type ApplicationStatus, type VacancyStatus } from '../hiring/status';
import type { StatusHistoryEntry } from './types';

/** The three dashboard groups (SPEC §2): title, which status they hold, and whether they start open. */
export interface VacancyGroupDef {
  status: VacancyStatus;
  title: string;
  openByDefault: boolean;
}

export const VACANCY_GROUPS: readonly VacancyGroupDef[] = [
  { status: 'Activa', title: RECRUITING_TEXTS.groupActive, openByDefault: true },
  { status: 'No Activa', title: RECRUITING_TEXTS.groupInactive, openByDefault: false },
  { status: 'Cerrada', title: RECRUITING_TEXTS.groupClosed, openByDefault: false },
];

/** Splits vacancies into the three groups, each newest first by createdAt (a missing status counts as No Activa). */
export function groupVacancies<V extends { status?: unknown; createdAt?: number }>(
  vacancies: readonly V[],
): Record<VacancyStatus, V[]> {
  const groups: Record<VacancyStatus, V[]> = { Activa: [], 'No Activa': [], Cerrada: [] };
  for (const vacancy of vacancies) groups[vacancyStatusOf(vacancy.status)].push(vacancy);
  for (const list of Object.values(groups)) list.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  return groups;
}

/** Candidates in SPEC's order: Seleccionado, Proceso, Reclutador, Evaluar, Entrevista, Nueva, Descartado; then oldest application first. */
export function sortCandidates<A extends { status: ApplicationStatus; createdAt?: number }>(
  applications: readonly A[],
): A[] {
  const rank = (status: ApplicationStatus) => {
    const index = CANDIDATE_SORT_ORDER.indexOf(status);
    return index === -1 ? CANDIDATE_SORT_ORDER.length : index;
  };
  return [...applications].sort((a, b) => rank(a.status) - rank(b.status) || (a.createdAt ?? 0) - (b.createdAt ?? 0));
}

/** The latest status-history entry (by date, the later one on a tie), or null. */
export function latestHistoryEntry(history: readonly StatusHistoryEntry[] | undefined): StatusHistoryEntry | null {
  let latest: StatusHistoryEntry | null = null;
  for (const entry of history ?? []) if (!latest || entry.date >= latest.date) latest = entry;
  return latest;
}

/** SPEC §3: the interview reference's second path segment is the interview code. */
export function interviewCodeFromRef(ref: string | null | undefined): string | null {
  if (!ref) return null;
  const segments = ref.split('/').filter(Boolean);
  if (segments.length === 1) return segments[0] ?? null;
  return segments[1] ?? null;
}

export function interviewRef(code: string): string {
  return `${COMPANY_INTERVIEWS}/${code}`;
}

/** The vacancy's public link, `{host}/job/{id}` (SPEC §2). */
export function publicJobUrl(origin: string, vacancyId: string): string {
  return `${origin.replace(/\/$/, '')}/job/${encodeURIComponent(vacancyId)}`;
}

/** The candidate's interview link: the interview route with the code in the query (SPEC §2 /{product}). */
export function interviewUrl(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/${PRODUCT.path}?code=${encodeURIComponent(code)}`;
}

/** The analysis page of one interview (SPEC §2 /analysis?code=). */
export function analysisPath(code: string): string {
  return `/analysis?code=${encodeURIComponent(code)}`;
}

/** Counts shown on a vacancy row: applications and interviews. */
export function vacancyCounts(
  applications: readonly { interviewId: string | null; interviews?: readonly unknown[] }[],
): {
  applications: number;
  interviews: number;
} {
  const interviews = applications.filter((app) => (app.interviews?.length ?? 0) > 0 || Boolean(app.interviewId)).length;
  return { applications: applications.length, interviews };
}

/** One row of the candidate modal's status history: oldest first, with who made the change. */
export interface HistoryRow {
  key: string;
  status: ApplicationStatus;
  date: number;
  notes: string;
  who: string;
}

/**
 * The whole status history, oldest first (ties keep their stored order). `by` null is an automatic change (the
 * candidate's application, Clara assigning or finishing an interview), shown neutrally as such; entries written
 * before `by` existed say so.
 */
export function statusHistoryRows(history: readonly StatusHistoryEntry[] | undefined): HistoryRow[] {
  return (history ?? [])
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.date - b.entry.date || a.index - b.index)
    .map(({ entry, index }) => ({
      key: entry.id ?? `entry-${index}`,
      status: entry.status,
      date: entry.date,
      notes: entry.notes,
      who: entry.by
        ? entry.by.email
        : entry.by === null
          ? RECRUITING_TEXTS.historyBySystem
          : RECRUITING_TEXTS.historyByUnknown,
    }));
}
