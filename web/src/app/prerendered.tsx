import { StrictMode, useEffect, type ComponentType } from 'react';
import type { PrerenderedPath } from '@clara/domain/common/pageMeta';
import { AppNavigationContext, type AppNavigation } from '../platform/navigation';

type PageModule = () => Promise<{ default: ComponentType }>;

/** The page of each prerendered path: the same modules the routes load (web/prerender.mjs names their files). */
export const PRERENDERED_PAGES: Record<PrerenderedPath, PageModule> = {
  '/': () => import('../features/marketing/LandingPage'),
  '/empresas': () => import('../features/marketing/EmpresasPage'),
  '/como-funciona': () => import('../features/marketing/PracticeGuidePage'),
  '/terms': () => import('../features/interview/pages/TermsPage'),
};

/**
 * The whole tree of a prerendered page, without react-router: rendered to HTML at build time (prerender.tsx) and
 * hydrated in the browser (prerenderedEntry.tsx), the same component on both sides so the markup matches.
 */
export function PrerenderedPage({ Page, navigation }: { Page: ComponentType; navigation: AppNavigation }) {
  // Runs in the browser only, once React owns the markup: tests (and tools) wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <StrictMode>
      <AppNavigationContext.Provider value={navigation}>
        <Page />
      </AppNavigationContext.Provider>
    </StrictMode>
  );
}
