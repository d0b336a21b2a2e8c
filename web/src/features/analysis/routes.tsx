import type { RouteObject } from 'react-router-dom';
import { CANDIDATE_ANALYSIS_PATH } from '@clara/domain/reviews/model';
import { lazyPage } from '../../platform/lazyPage';

export const analysisRoutes: RouteObject[] = [
  { path: '/analysis', ...lazyPage(() => import('./AnalysisPage')) },
  // Issue 31: a company interview's candidate reads Clara's analysis of it (from /mis-datos).
  { path: CANDIDATE_ANALYSIS_PATH, ...lazyPage(() => import('./candidate/CandidateAnalysisPage')) },
];
