import type { Router } from 'express';
import { auditExportRoute, auditRoute } from '@clara/domain/audit/routes';
import { register } from '../http/register';
import { reply } from '../http/reply';
import { exportAudit, readAuditPage } from './read';

/** The audit log (issue 20): the owner reads and exports it. Views are recorded where they are served (issue 31). */
export function registerAuditRoutes(router: Router): void {
  register(router, auditRoute, ({ companyId, caller, query }) => readAuditPage(companyId, caller, query));
  register(router, auditExportRoute, async ({ companyId, caller, query }) => {
    const file = await exportAudit(companyId, caller, query);
    return reply.file(Buffer.from(file.csv, 'utf8'), 'text/csv; charset=utf-8', file.filename);
  });
}
