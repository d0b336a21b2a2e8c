/** Issue 33: the log export for a date range: the audit log and the interviews' events, in CSV and JSON. */
import { LOG_TEXTS } from './texts';

export interface LogEvent {
  /** Epoch seconds. */
  at: number;
  source: 'audit' | 'interview';
  event: string;
  person: string;
  candidate: string;
  applicationId: string | null;
  vacancyId: string | null;
  detail: string;
}

const DAY = 86_400;

/** The range's bounds in epoch seconds: from the start of `from` (UTC) to the end of `to`, both included. */
export function logRange(from: string, to: string): { start: number; end: number } {
  return { start: Date.parse(`${from}T00:00:00Z`) / 1000, end: Date.parse(`${to}T00:00:00Z`) / 1000 + DAY };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export const LOG_CSV_HEADER = LOG_TEXTS.header;

/** One row per event, oldest first, in the header's order. */
export const logCsvRows = (events: readonly LogEvent[]): string[][] =>
  events.map((event) => [
    iso(event.at),
    event.source === 'audit' ? LOG_TEXTS.audit : LOG_TEXTS.interview,
    event.event,
    event.person,
    event.candidate,
    event.vacancyId ?? '',
    event.detail,
  ]);

/** The JSON export: the range and the events with ISO dates. */
export const logJson = (from: string, to: string, events: readonly LogEvent[]) => ({
  from,
  to,
  events: events.map((event) => ({ ...event, at: iso(event.at) })),
});
