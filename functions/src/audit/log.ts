/**
 * The company's audit log (issue 20), `audit_log/{id}`: append-only, written here only (the rules deny every
 * client; nothing in the functions updates or deletes an entry except the retention purge). Any feature records
 * an action with `recordAudit(companyId, { actor, kind, candidate?, action, detail? })`; its kind and Spanish label
 * go in `AUDIT_KINDS` (domain/src/audit/kinds.ts).
 */
import { log } from '../platform/log';
import { nowSeconds, type AuditActor, type AuditKind } from '@clara/domain';
import { auditEntryOf, storedAuditEntrySchema } from '@clara/domain/audit/documents';
import type { Caller } from '../platform/auth';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { applicationDocs, applications } from '../company/documents';

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
  /** The candidate concerned: an application id (its name and vacancy are read) or the application itself. */
  candidate?: { applicationId: string; name?: string; vacancyId?: string | null } | null;
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

async function candidateOf(input: AuditInput['candidate']) {
  if (!input) return null;
  if (input.name !== undefined)
    return { applicationId: input.applicationId, name: input.name, vacancyId: input.vacancyId };
  const application = applicationDocs.read(await applications().doc(input.applicationId).get());
  return {
    applicationId: input.applicationId,
    name: application?.name ?? '',
    vacancyId: application?.vacancyId ?? null,
  };
}

type ResolvedCandidate = { applicationId: string; name: string; vacancyId?: string | null } | null;

function entryOf(companyId: string, input: AuditInput, candidate: ResolvedCandidate, now: number) {
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

/** An entry whose candidate, when any, is already named (nothing left to read inside a transaction). */
export type AuditInputNamed = AuditInput & {
  candidate?: { applicationId: string; name: string; vacancyId?: string | null } | null;
};

/**
 * Writes one entry in the caller's transaction or batch (issue 31): the entry exists exactly when the action it
 * records does; a failed action writes none.
 */
export function auditWithin(
  writer: Transaction | WriteBatch,
  companyId: string,
  input: AuditInputNamed,
  now = nowSeconds(),
): void {
  writer.create(auditLog().doc(), entryOf(companyId, input, input.candidate ?? null, now));
}

/** Appends one entry. Never throws: a failure to log is reported and does not undo the action it records. */
export async function recordAudit(companyId: string, input: AuditInput, now = nowSeconds()): Promise<void> {
  try {
    const candidate = await candidateOf(input.candidate);
    await auditLog()
      .doc()
      .create(entryOf(companyId, input, candidate, now));
  } catch (error) {
    log.error('audit: could not record', { kind: input.kind, error });
  }
}

/** The candidate as an entry names it, read before an action that erases it; null when not of this company. */
export async function getApplicationForAudit(
  companyId: string,
  applicationId: string,
): Promise<{ applicationId: string; name: string; vacancyId: string | null } | null> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) return null;
  return { applicationId, name: application.name, vacancyId: application.vacancyId };
}
