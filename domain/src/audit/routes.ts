/** The company's audit log (issue 20): read and exported by the owner only; written by the functions. */
import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { auditPageSchema, auditQuerySchema, candidateViewSchema } from './schemas';

export const auditRoute = defineRoute({
  method: 'GET',
  path: '/api/audit',
  auth: 'company',
  query: auditQuerySchema,
  response: auditPageSchema,
});
export const auditExportRoute = defineRoute({
  method: 'GET',
  path: '/api/audit/export',
  auth: 'company',
  query: auditQuerySchema,
  response: FILE_RESPONSE,
});
/** The dashboard reports that a member opened a candidate's CV or transcript (already loaded with the list). */
export const candidateViewRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-views',
  auth: 'company',
  body: candidateViewSchema,
  response: z.object({ recorded: z.literal(true) }),
});
