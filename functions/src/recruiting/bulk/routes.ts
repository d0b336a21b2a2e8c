import type { Router } from 'express';
import { bulkActionRoute } from '@clara/domain/recruiting/routes';
import { register } from '../../http/register';
import { publicOriginOf } from '../../platform/origin';
import { runBulkAction } from './service';

/** Issue 32: bulk actions on a vacancy's candidates. */
export function registerBulkRoutes(router: Router): void {
  register(router, bulkActionRoute, ({ companyId, caller, params, body, req }) =>
    runBulkAction(companyId, caller, params.id, body, publicOriginOf(req)),
  );
}
