import type { Router } from 'express';
import { auditExportRoute, auditRoute, candidateViewRoute } from '@clara/domain/audit/routes';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { recordCandidateView } from './views';
import { exportAudit, readAuditPage } from './read';

/** The audit log (issue 20): the owner reads and exports it; the dashboard reports CV and transcript views. */
export function registerAuditRoutes(router: Router): void {
  register(router, auditRoute, ({ companyId, caller, query }) => readAuditPage(companyId, caller, query));
  register(router, auditExportRoute, async ({ companyId, caller, query }) => {
    const file = await exportAudit(companyId, caller, query);
    return reply.file(Buffer.from(file.csv, 'utf8'), 'text/csv; charset=utf-8', file.filename);
  });
  register(router, candidateViewRoute, async ({ companyId, caller, body }) => {
    await recordCandidateView(companyId, caller, body.applicationId, body.item);
    return { recorded: true as const };
  });
}
