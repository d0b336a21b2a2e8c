import type { Router } from 'express';
import { funnelRoute } from '@clara/domain/recruiting/routes';
import { register } from '../../http/register';
import { getFunnel } from './report';

/** Issue 23: the funnel. */
export function registerFunnelRoutes(router: Router): void {
  register(router, funnelRoute, ({ companyId, query }) => getFunnel(companyId, query.vacancyId, query.period));
}
