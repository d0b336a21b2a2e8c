import type { RouteObject } from 'react-router-dom';
import { AppShell, NotFoundPage, RouteErrorPage, RouteLoading } from './AppShell';
import { marketingRoutes } from '../features/marketing/routes';
import { recruitingRoutes } from '../features/recruiting/routes';
import { teamRoutes } from '../features/team/routes';
import { schedulingRoutes } from '../features/scheduling/routes';
import { interviewRoutes } from '../features/interview/routes';
import { analysisRoutes } from '../features/analysis/routes';
import { coachesRoutes } from '../features/coaches/routes';
import { trustRoutes } from '../features/trust/routes';
import { fairnessRoutes } from '../features/fairness/routes';
import { complianceRoutes } from '../features/compliance/routes';
import { practiceRoutes } from '../features/practice/routes';

/** Every route of SPEC §2, composed from one route file per feature. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      ...marketingRoutes,
      ...recruitingRoutes,
      ...teamRoutes,
      ...schedulingRoutes,
      ...interviewRoutes,
      ...analysisRoutes,
      ...coachesRoutes,
      ...trustRoutes,
      ...fairnessRoutes,
      ...complianceRoutes,
      ...practiceRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
