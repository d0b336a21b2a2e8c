import { defineRoute, FILE_RESPONSE } from '../../common/route';
import { vacancyIdParams } from '../schemas';

/** Issue 23: a vacancy's candidates as CSV (UTF-8 with BOM); another company's vacancy is 404. */
export const vacancyExportRoute = defineRoute({
  method: 'GET',
  path: '/api/vacancy-export/:id',
  auth: 'company',
  access: { action: 'export', target: { kind: 'vacancy', from: 'params', field: 'id' } },
  params: vacancyIdParams,
  invalidParams: 404,
  response: FILE_RESPONSE,
});
