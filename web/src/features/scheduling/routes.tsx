import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../platform/lazyPage';

/** Scheduling routes (issue 23; a feature of its own, issue 34): the candidate's page to pick a slot (no account). */
export const schedulingRoutes: RouteObject[] = [{ path: '/agendar', ...lazyPage(() => import('./BookingPage')) }];
