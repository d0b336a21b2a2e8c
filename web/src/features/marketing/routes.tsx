import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage';
import { redirectSignedInToDashboard } from '../../app/guard';

export const marketingRoutes: RouteObject[] = [
  { path: '/', loader: redirectSignedInToDashboard, ...lazyPage(() => import('./LandingPage')) },
];
