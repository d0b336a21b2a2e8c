import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import type { PrerenderedPath } from '@clara/domain/common/pageMeta';
import { PRERENDERED_PAGES, PrerenderedPage } from './app/prerendered';

/**
 * Build-time rendering of a prerendered page (web/prerender.mjs runs it after `vite build --ssr`): the same tree
 * prerenderedEntry.tsx hydrates. No inline script: the page needs none (a CSP forbids it).
 */
export async function renderPage(path: PrerenderedPath): Promise<string> {
  const { default: Page } = await PRERENDERED_PAGES[path]();
  return renderToString(<PrerenderedPage Page={Page} navigation={{ pathname: path, navigate: () => undefined }} />);
}

/**
 * App pages whose first view is the same for every visitor of a fresh load (/clara opens on its code entry,
 * /analysis on its loading panel, /mentor on its static list, /coachdigital on its heading while the list loads): that
 * view goes into their shell's HTML, so it paints before any script; the app renders the same view over it.
 */
const FIRST_VIEWS: Record<string, { load: () => Promise<{ default: () => React.ReactNode }>; at: string }> = {
  [`/${PRODUCT.path}`]: { load: () => import('./features/interview/pages/ClaraPage'), at: `/${PRODUCT.path}` },
  // What /analysis?code=… shows until its report is read: the page's title and the loading panel.
  '/analysis': { load: () => import('./features/analysis/AnalysisPage'), at: '/analysis?code=cargando' },
  '/coachdigital': { load: () => import('./features/coaches/twins/CoachDigitalPage'), at: '/coachdigital' },
  '/mentor': { load: () => import('./features/coaches/mentors/MentorsPage'), at: '/mentor' },
};

export async function renderFirstView(path: string): Promise<string | null> {
  const view = FIRST_VIEWS[path];
  if (!view) return null;
  const { default: Page } = await view.load();
  return renderToString(
    <MemoryRouter initialEntries={[view.at]}>
      <Page />
    </MemoryRouter>,
  );
}

export { NOINDEX_PAGES, PRERENDERED_PATHS, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
export { PRODUCT } from '@clara/domain/brand';
export { firstViewRoot } from '@clara/domain/common/firstView';
// The one escaping for HTML (prerender.mjs escapes the pages' titles and descriptions with it).
export { escapeHtml } from '@clara/domain/common/html';
export { ANALYSIS_COMPLETION_POSTER } from './ui/media';
