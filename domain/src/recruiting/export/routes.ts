import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../../common/route';
import { BULK_MAX, BULK_TEXTS } from '../bulk/model';
import { idField, vacancyIdParams } from '../../common/ids';

/** Issue 32: `?ids=a,b,c` exports only the candidates picked on the list (at most a bulk action's bound). */
export const vacancyExportQuerySchema = z.object({
  ids: z
    .string()
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(idField('postulación')).max(BULK_MAX, { error: BULK_TEXTS.tooMany }))
    .optional(),
});

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
