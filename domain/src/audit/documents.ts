/** The audit log's stored entries, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';
import { AUDIT_KIND_IDS, type AuditEntry } from './kinds';

const text = z.string().default('');

/**
 * `audit_log/{id}` (issue 20), as `auditWithin` writes it: `at` in seconds for people, `atMs` for the order,
 * `actorKey` for the person filter, the candidate's application id and name as they were at the time.
 */
export const storedAuditEntrySchema = z.object({
  companyId: z.string(),
  at: z.number().default(0),
  atMs: z.number(),
  actor: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('member'), uid: z.string(), email: text }),
      z.object({ type: z.literal('candidate') }),
      z.object({ type: z.literal('system') }),
    ])
    .default({ type: 'system' }),
  kind: z.enum(AUDIT_KIND_IDS),
  applicationId: z.string().nullable().default(null),
  candidateName: z.string().nullable().default(null),
  vacancyId: z.string().nullable().default(null),
  action: text,
  detail: text,
});
export type StoredAuditEntry = z.output<typeof storedAuditEntrySchema>;

/** The entry the API answers for a stored one. */
export const auditEntryOf = (id: string, stored: StoredAuditEntry): AuditEntry => ({
  id,
  at: stored.at,
  actor: stored.actor,
  kind: stored.kind,
  candidate:
    stored.applicationId === null ? null : { applicationId: stored.applicationId, name: stored.candidateName ?? '' },
  vacancyId: stored.vacancyId,
  action: stored.action,
  detail: stored.detail,
});
