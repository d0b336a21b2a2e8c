import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../platform/lazyPage';
import { redirectSignedInToDashboard } from '../../platform/guard';

/** Marketing pages: the landing (signed-in visitors go to /dashboard), the job-seeker guide and the business page. */
export const marketingRoutes: RouteObject[] = [
  { path: '/', loader: redirectSignedInToDashboard, ...lazyPage(() => import('./LandingPage')) },
  { path: '/como-funciona', ...lazyPage(() => import('./PracticeGuidePage')) },
  { path: '/empresas', ...lazyPage(() => import('./EmpresasPage')) },
];
