import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
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
 * App pages whose first view is the same for every visitor of a fresh load (/clara opens on its code entry): that
 * view goes into their shell's HTML, so it paints before any script; the app renders the same view over it.
 */
const FIRST_VIEWS: Record<string, () => Promise<{ default: () => React.ReactNode }>> = {
  '/clara': () => import('./features/interview/pages/ClaraPage'),
};

export async function renderFirstView(path: string): Promise<string | null> {
  const load = FIRST_VIEWS[path];
  if (!load) return null;
  const { default: Page } = await load();
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

export { NOINDEX_PAGES, PRERENDERED_PATHS, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
export { PRODUCT } from '@clara/domain/brand';
