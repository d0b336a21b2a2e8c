import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../platform/lazyPage';
import { requireSignedIn } from '../../platform/guard';

/** Team routes (issue 34: a feature of its own): the company's members and invitations, its own chunk. */
export const teamRoutes: RouteObject[] = [
  { path: '/equipo', loader: requireSignedIn, ...lazyPage(() => import('./TeamPage')) },
];
