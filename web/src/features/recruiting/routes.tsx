import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../platform/lazyPage';
import { requireSignedIn } from '../../platform/guard';

/**
 * Recruiting routes (SPEC §2). Every page is its own chunk; the sign-in pages and the signed-in pages load
 * the Firebase Auth SDK, the public job page does not.
 */
export const recruitingRoutes: RouteObject[] = [
  { path: '/login', ...lazyPage(() => import('./auth/LoginPage')) },
  // "/home — named Login": the same sign-in screen.
  { path: '/home', ...lazyPage(() => import('./auth/LoginPage')) },
  { path: '/signup', ...lazyPage(() => import('./auth/SignupPage')) },
  { path: '/magic-link', ...lazyPage(() => import('./auth/MagicLinkPage')) },
  { path: '/confirm-sign-in', ...lazyPage(() => import('./auth/ConfirmSignInPage')) },
  {
    path: '/dashboard',
    // Signed in, the page's reads start with its chunk (dashboard/prefetch.ts), not after it mounts.
    loader: async () => {
      await requireSignedIn();
      void import('./dashboard/prefetch').then(({ prefetchDashboard }) => prefetchDashboard());
      return null;
    },
    ...lazyPage(() => import('./dashboard/DashboardPage')),
  },
  { path: '/tablero', loader: requireSignedIn, ...lazyPage(() => import('./board/BoardPage')) },
  { path: '/auditoria', loader: requireSignedIn, ...lazyPage(() => import('./people/AuditPage')) },
  { path: '/create-vacancy', loader: requireSignedIn, ...lazyPage(() => import('./createVacancy/CreateVacancyPage')) },
  { path: '/job/:id', ...lazyPage(() => import('./job/JobPage')) },
  // Issue 23: the careers page (served with its content by the functions) and the company profile.
  { path: '/empleo/:slug', ...lazyPage(() => import('./careers/CareersPage')) },
  { path: '/empresa', loader: requireSignedIn, ...lazyPage(() => import('./careers/ProfilePage')) },
  { path: '/embudo', loader: requireSignedIn, ...lazyPage(() => import('./funnel/FunnelPage')) },
  { path: '/integraciones', loader: requireSignedIn, ...lazyPage(() => import('./webhooks/WebhooksPage')) },
  // Issue 32: the company's email templates.
  { path: '/correos', loader: requireSignedIn, ...lazyPage(() => import('./mail/TemplatesPage')) },
  // Issue 23: the member's upcoming interviews (the candidate's page to pick a slot is scheduling's /agendar).
  { path: '/entrevistas', loader: requireSignedIn, ...lazyPage(() => import('./dashboard/UpcomingPage')) },
];
