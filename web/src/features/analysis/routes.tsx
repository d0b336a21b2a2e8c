import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazyPage';

export const analysisRoutes: RouteObject[] = [{ path: '/analysis', ...lazyPage(() => import('./AnalysisPage')) }];
