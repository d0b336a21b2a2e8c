import { z } from 'zod';
import { oneOf, optionalText } from '../../common/api';
import { LIMITS } from '../fields';
import { APPLICATION_STATUSES } from '../../hiring/status';
import { candidateEmailSchema } from '../schemas';
import { idField } from '../../common/ids';
import { BULK_MAX, BULK_OUTCOMES, BULK_TEXTS } from './model';
import { candidatesQuerySchema } from '../pipeline/model';

/**
 * Which candidates: picked ids, or every candidate of the vacancy matching the list's filter (a status, a search by
 * name or email, both, or `all` of them): a board column is the filter with its status alone.
 */
const targetSchema = z
  .object({
    ids: z
      .array(idField('postulación'))
      .min(1, { error: BULK_TEXTS.noneSelected })
      .max(BULK_MAX, { error: BULK_TEXTS.tooMany })
      .optional(),
    status: oneOf('estado de la columna', APPLICATION_STATUSES).optional(),
    search: candidatesQuerySchema.shape.search,
    all: z.literal(true).optional(),
  })
  .refine(
    (target) =>
      (target.ids === undefined) !== (target.status === undefined && target.search === undefined && !target.all),
    { error: BULK_TEXTS.noneSelected },
  );

const actionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    newStatus: oneOf('nuevo estado', APPLICATION_STATUSES),
    notes: optionalText('notas', LIMITS.notes),
  }),
  z.object({
    kind: z.literal('reject'),
    notes: optionalText('notas', LIMITS.notes),
    candidateEmail: candidateEmailSchema,
  }),
  z.object({ kind: z.literal('assignInterview') }),
]);

/**
 * `POST /api/vacancies/:id/bulk`. `requestId`: the client's id of this action, the same on a retry. `from`: where
 * this request's slice starts in the action's candidates (0 first; then the `next` the last answer gave).
 */
export const bulkActionSchema = z.object({
  requestId: idField('solicitud'),
  target: targetSchema,
  action: actionSchema,
  from: z
    .number({ error: 'El inicio del lote debe ser un número.' })
    .int({ error: 'El inicio del lote debe ser un número entero.' })
    .min(0, { error: 'El inicio del lote no puede ser negativo.' })
    .max(BULK_MAX, { error: BULK_TEXTS.tooMany })
    .default(0),
});
export type BulkActionInput = z.output<typeof bulkActionSchema>;

export const bulkResultSchema = z.object({
  applicationId: z.string(),
  name: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  message: z.string(),
});
/** This slice's outcomes; `next`: where the next slice starts (null: none left); `total`: the action's candidates. */
export const bulkResponseSchema = z.object({
  results: z.array(bulkResultSchema),
  next: z.number().int().nullable(),
  total: z.number().int(),
});
export type BulkSlice = z.output<typeof bulkResponseSchema>;
