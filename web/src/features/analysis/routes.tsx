import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../platform/lazyPage';

export const analysisRoutes: RouteObject[] = [{ path: '/analysis', ...lazyPage(() => import('./AnalysisPage')) }];
