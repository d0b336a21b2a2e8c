import type { RouteObject } from 'react-router-dom';
import { MY_PRACTICE_PATH } from '@clara/domain/practice/texts';
import { lazyPage } from '../../platform/lazyPage';

/** "Mi práctica": the practice interviews remembered on this device (issue 12). */
export const practiceRoutes: RouteObject[] = [
  { path: MY_PRACTICE_PATH, ...lazyPage(() => import('./MyPracticePage')) },
];
