import type { Router } from 'express';
import { vacancyExportRoute } from '@clara/domain/recruiting/routes';
import { register } from '../../http/register';
import { reply } from '../../http/reply';
import { actionOf, memberActor } from '../../audit/log';
import { recordServed } from '../../audit/views';
import { exportVacancyCandidates } from './vacancyExport';

/** Issue 23: the CSV export of a vacancy's candidates, a download that no cache keeps. */
export function registerExportRoutes(router: Router): void {
  register(router, vacancyExportRoute, async ({ companyId, caller, params, query }) => {
    const { csv, filename } = await exportVacancyCandidates(companyId, caller.uid, params.id, query.ids);
    await recordServed(companyId, {
      actor: memberActor(caller),
      kind: 'candidates.exported',
      vacancyId: params.id,
      action: actionOf(vacancyExportRoute),
      detail: filename,
    });
    return reply.file(Buffer.from(csv, 'utf8'), 'text/csv; charset=utf-8', filename, {
      headers: { 'Cache-Control': 'private, no-store' },
    });
  });
}
