import type { RouteObject } from 'react-router-dom';
import { SELF_ID_PATH } from '@clara/domain/fairness/texts';
import { lazyPage } from '../../platform/lazyPage';

/** Fairness (issue 33): the candidate's voluntary self-identification. */
export const fairnessRoutes: RouteObject[] = [
  { path: SELF_ID_PATH, ...lazyPage(() => import('./SelfIdentificationPage')) },
];
