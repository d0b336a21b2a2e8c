/**
 * The owner reads the audit log (`GET /api/audit`, paginated, filtered by person, candidate and kind) and exports
 * it as CSV. A recruiter gets 403. Each combination of filters has its composite index in firestore.indexes.json.
 */
import {
  AUDIT_ERRORS,
  AUDIT_PAGE_SIZE,
  COMMON_ERRORS,
  AUDIT_CSV_HEADER,
  auditCsvRows,
  auditCsvFileName,
  auditRetentionMonths,
  nowSeconds,
  type AuditEntry,
} from '@clara/domain';
import type { AuditQuery } from '@clara/domain/audit/schemas';
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { ForbiddenError, NotFoundError, ValidationError } from '@clara/domain/common/failures';
import type { Caller } from '../platform/auth';
import { config } from '../platform/config';
import { csvFile } from '../platform/csv';
import { getCompanyRecord } from '../company/companies';
import { auditDocs, auditLog, memberActor } from './log';
import { recordServed } from './views';

/** The equality filters a query may combine, each with `companyId ==` and ordered by `atMs` desc, id desc. */
export const AUDIT_FILTER_FIELDS = { actor: 'actorKey', applicationId: 'applicationId', kind: 'kind' } as const;

/** Rows of one CSV export (the newest first). */
const EXPORT_MAX = 5000;

async function requireOwner(companyId: string, caller: Caller): Promise<void> {
  const company = await getCompanyRecord(companyId);
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  if (company.ownerUid !== caller.uid) throw new ForbiddenError(AUDIT_ERRORS.ownerOnly);
}

const encodeCursor = (atMs: number, id: string) => Buffer.from(JSON.stringify([atMs, id])).toString('base64url');

function decodeCursor(cursor: string): [number, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string')
      return [value[0], value[1]];
  } catch {
    // falls through
  }
  throw new ValidationError(AUDIT_ERRORS.badCursor, { cursor: AUDIT_ERRORS.badCursor });
}

function filtered(companyId: string, query: AuditQuery): Query {
  let q: Query = auditLog().where('companyId', '==', companyId);
  for (const [key, field] of Object.entries(AUDIT_FILTER_FIELDS)) {
    const value = query[key as keyof typeof AUDIT_FILTER_FIELDS];
    if (value) q = q.where(field, '==', value);
  }
  return q.orderBy('atMs', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

export async function readAuditPage(
  companyId: string,
  caller: Caller,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null; retentionMonths: number }> {
  await requireOwner(companyId, caller);
  const size = query.limit ?? AUDIT_PAGE_SIZE;
  let q = filtered(companyId, query);
  if (query.cursor) q = q.startAfter(...decodeCursor(query.cursor));
  const snapshot = await q.limit(size + 1).get();
  const read = snapshot.docs.slice(0, size).map((doc) => auditDocs.read(doc));
  const last = read.at(-1);
  return {
    entries: read.map(({ entry }) => entry),
    nextCursor: snapshot.docs.length > size && last ? encodeCursor(last.stored.atMs, last.id) : null,
    retentionMonths: auditRetentionMonths(config.people.auditRetentionMonths()),
  };
}

/** The CSV of the filtered log (up to EXPORT_MAX rows); the export itself is recorded. */
export async function exportAudit(
  companyId: string,
  caller: Caller,
  query: AuditQuery,
): Promise<{ csv: string; filename: string }> {
  await requireOwner(companyId, caller);
  const snapshot = await filtered(companyId, { ...query, cursor: undefined })
    .limit(EXPORT_MAX)
    .get();
  const entries = snapshot.docs.map((doc) => auditDocs.read(doc).entry);
  const filters = Object.entries({ actor: query.actor, applicationId: query.applicationId, kind: query.kind })
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  await recordServed(companyId, {
    actor: memberActor(caller),
    kind: 'audit.exported',
    action: 'GET /api/audit/export',
    detail: `${entries.length} entradas${filters ? ` (${filters})` : ''}`,
  });
  return { csv: csvFile(AUDIT_CSV_HEADER, auditCsvRows(entries)), filename: auditCsvFileName(nowSeconds()) };
}
