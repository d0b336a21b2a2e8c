import type { RouteObject } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { lazyPage } from '../../platform/lazyPage';

export const interviewRoutes: RouteObject[] = [
  { path: '/terms', ...lazyPage(() => import('./pages/TermsPage')) },
  { path: '/chat', ...lazyPage(() => import('./pages/DirectChatPage')) },
  { path: `/${PRODUCT.path}`, ...lazyPage(() => import('./pages/ClaraPage')) },
];
