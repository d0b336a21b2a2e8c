import { formatIsoUtc } from './time';
import { AUDIT_KINDS, AUDIT_TEXTS, actorLabel, type AuditEntry } from './kinds';

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a cell a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The audit log as CSV (UTF-8, a header row, CRLF line ends). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) => [
    formatIsoUtc(entry.at),
    actorLabel(entry.actor),
    AUDIT_KINDS[entry.kind] ?? entry.kind,
    entry.candidate?.name ?? '',
    entry.candidate?.applicationId ?? '',
    entry.vacancyId ?? '',
    entry.detail,
    entry.action,
  ]);
  return [[...AUDIT_TEXTS.csvHeader], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const auditCsvFileName = (now: number) => `auditoria-${formatIsoUtc(now).slice(0, 10)}.csv`;
