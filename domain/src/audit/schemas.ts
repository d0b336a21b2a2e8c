import { z } from 'zod';
import { AUDIT_ERRORS, AUDIT_KIND_IDS, AUDIT_PAGE_SIZE } from './kinds';

const idFilter = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'Filtro no válido.' })
  .optional();

/** `GET /api/audit` and its CSV: filtered by person (uid), candidate (application id) and kind. */
export const auditQuerySchema = z.object({
  actor: idFilter,
  applicationId: idFilter,
  kind: z.enum(AUDIT_KIND_IDS, { error: 'Tipo de acción no válido.' }).optional(),
  cursor: z.string().max(200, { error: AUDIT_ERRORS.badCursor }).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.number(),
  actor: z.discriminatedUnion('type', [
    z.object({ type: z.literal('member'), uid: z.string(), email: z.string() }),
    z.object({ type: z.literal('candidate') }),
    z.object({ type: z.literal('system') }),
  ]),
  kind: z.enum(AUDIT_KIND_IDS),
  candidate: z.object({ applicationId: z.string(), name: z.string() }).nullable(),
  vacancyId: z.string().nullable(),
  action: z.string(),
  detail: z.string(),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
  retentionMonths: z.number(),
});
