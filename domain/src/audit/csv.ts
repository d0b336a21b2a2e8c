import { formatIsoUtc } from './time';
import { AUDIT_KINDS, AUDIT_TEXTS, actorLabel, type AuditEntry } from './kinds';

/** The audit log's CSV header. */
export const AUDIT_CSV_HEADER = AUDIT_TEXTS.csvHeader;

/** The audit log's CSV rows, one per entry (the server encodes them with its one CSV writer). */
export function auditCsvRows(entries: readonly AuditEntry[]): string[][] {
  return entries.map((entry) => [
    formatIsoUtc(entry.at),
    actorLabel(entry.actor),
    AUDIT_KINDS[entry.kind] ?? entry.kind,
    entry.candidate?.name ?? '',
    entry.candidate?.applicationId ?? '',
    entry.vacancyId ?? '',
    entry.detail,
    entry.action,
  ]);
}

export const auditCsvFileName = (now: number) => `auditoria-${formatIsoUtc(now).slice(0, 10)}.csv`;
