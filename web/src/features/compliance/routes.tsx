import type { RouteObject } from 'react-router-dom';
import { COMPLIANCE_PATH } from '@clara/domain/compliance/texts';
import { lazyPage } from '../../platform/lazyPage';
import { requireSignedIn } from '../../platform/guard';

/** The compliance pack (issue 33): the owner's documents. */
export const complianceRoutes: RouteObject[] = [
  { path: COMPLIANCE_PATH, loader: requireSignedIn, ...lazyPage(() => import('./CompliancePage')) },
];
