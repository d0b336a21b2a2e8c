import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../../common/route';
import { BULK_MAX, BULK_TEXTS } from '../bulk/model';
import { vacancyIdParams } from '../schemas';

const APPLICATION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Issue 32: `?ids=a,b,c` exports only the candidates picked on the list (at most a bulk action's bound). */
export const vacancyExportQuerySchema = z.object({
  ids: z
    .string()
    .optional()
    .transform((text) => (text ? [...new Set(text.split(','))] : undefined))
    .refine((ids) => !ids || ids.every((id) => APPLICATION_ID.test(id)), {
      error: 'Identificador de postulación no válido.',
    })
    .refine((ids) => !ids || ids.length <= BULK_MAX, { error: BULK_TEXTS.tooMany }),
});

/** Issue 23: a vacancy's candidates as CSV (UTF-8 with BOM), or those picked (issue 32); another company's vacancy is 404. */
export const vacancyExportRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancy-export/:id',
  auth: 'company',
  access: { action: 'export', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  query: vacancyExportQuerySchema,
  response: FILE_RESPONSE,
});
