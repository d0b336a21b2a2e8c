import type { RouteObject } from 'react-router-dom';
import { CANDIDATE_DATA_PATH } from '@clara/domain/trust/rights';
import { lazyPage } from '../../platform/lazyPage';

/** The candidate's rights (issue 10): the page of the emailed link. */
export const trustRoutes: RouteObject[] = [
  { path: CANDIDATE_DATA_PATH, ...lazyPage(() => import('./CandidateDataPage')) },
];
