import type { RouteObject } from 'react-router-dom';
import { EQUIDAD_PATH, SELF_ID_PATH } from '@clara/domain/fairness/texts';
import { lazyPage } from '../../platform/lazyPage';
import { requireSignedIn } from '../../platform/guard';

/** Fairness (issue 33): the candidate's voluntary self-identification; the owner's "Equidad" monitor. */
export const fairnessRoutes: RouteObject[] = [
  { path: SELF_ID_PATH, ...lazyPage(() => import('./SelfIdentificationPage')) },
  { path: EQUIDAD_PATH, loader: requireSignedIn, ...lazyPage(() => import('./EquidadPage')) },
];
