/** Issue 32: bulk actions on a vacancy's candidates. */
import { z } from 'zod';
import { defineRoute } from '../../common/route';
import { idField } from '../../common/ids';
import { bulkActionSchema, bulkResponseSchema } from './schemas';

export const bulkActionRoute = defineRoute({
  method: 'POST',
  path: '/api/vacancies/:id/bulk',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: z.object({ id: idField('vacante') }),
  invalidParams: 404,
  body: bulkActionSchema,
  response: bulkResponseSchema,
});
