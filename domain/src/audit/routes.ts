/** The company's audit log (issue 20): read and exported by the owner only; written by the functions. */
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { auditPageSchema, auditQuerySchema } from './schemas';

export const auditRoute = defineRoute({
  method: 'GET',
  path: '/api/audit',
  auth: 'company',
  access: { action: 'audit' },
  query: auditQuerySchema,
  response: auditPageSchema,
});
export const auditExportRoute = defineRoute({
  method: 'GET',
  path: '/api/audit/export',
  auth: 'company',
  access: { action: 'audit' },
  query: auditQuerySchema,
  response: FILE_RESPONSE,
});
