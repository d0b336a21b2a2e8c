/**
 * The company's audit log (issue 20), `audit_log/{id}`: append-only, written here only (the rules deny every
 * client; nothing in the functions updates or deletes an entry except the retention purge). Issue 31: an action
 * writes its entry in its own transaction or batch, `auditWithin(tx, companyId, { actor, kind, candidate?, action,
 * detail? })`, so no action exists without its entry and a failed one writes none; a read (a view, an export) is
 * recorded before it is served (`recordServed`, audit/views.ts). Each kind and its Spanish label go in
 * `AUDIT_KINDS` (domain/src/audit/kinds.ts).
 */
import { nowSeconds, type AuditActor, type AuditKind } from '@clara/domain';
import { auditEntryOf, storedAuditEntrySchema } from '@clara/domain/audit/documents';
import type { Caller } from '../platform/auth';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const AUDIT_LOG = 'audit_log';
export const auditLog = () => db().collection(AUDIT_LOG);
/** An entry as stored, with its id (`auditEntryOf` answers the API's entry). */
export const auditDocs = storedConverter(AUDIT_LOG, storedAuditEntrySchema, (id, stored) => ({
  id,
  stored,
  entry: auditEntryOf(id, stored),
}));

export interface AuditInput {
  actor: AuditActor;
  kind: AuditKind;
  /** The candidate concerned, named (read in the action's own transaction when it must be). */
  candidate?: { applicationId: string; name: string; vacancyId?: string | null } | null;
  vacancyId?: string | null;
  /** The API call the action came from, e.g. `POST /api/update-application-status`. */
  action: string;
  detail?: string;
}

/** The member behind a company call. */
export const memberActor = (caller: Caller): AuditActor => ({
  type: 'member',
  uid: caller.uid,
  email: caller.email ?? '',
});
export const CANDIDATE_ACTOR: AuditActor = { type: 'candidate' };
export const SYSTEM_ACTOR: AuditActor = { type: 'system' };

/** The route's method and path, as the entry's "from which action". */
export const actionOf = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

function entryOf(companyId: string, input: AuditInput, now: number) {
  const candidate = input.candidate ?? null;
  return {
    companyId,
    at: now,
    atMs: Date.now(),
    actor: input.actor,
    actorKey: input.actor.type === 'member' ? input.actor.uid : input.actor.type,
    kind: input.kind,
    applicationId: candidate?.applicationId ?? null,
    candidateName: candidate?.name ?? null,
    vacancyId: input.vacancyId ?? candidate?.vacancyId ?? null,
    action: input.action,
    detail: (input.detail ?? '').slice(0, 300),
  };
}

/**
 * Writes one entry in the caller's transaction or batch (issue 31): the entry exists exactly when the action it
 * records does; a failed action writes none.
 */
export function auditWithin(
  writer: Transaction | WriteBatch,
  companyId: string,
  input: AuditInput,
  now = nowSeconds(),
): void {
  writer.create(auditLog().doc(), entryOf(companyId, input, now));
}
