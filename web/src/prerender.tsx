import { renderToString } from 'react-dom/server';
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

export { NOINDEX_PAGES, PRERENDERED_PATHS, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
export { PRODUCT } from '@clara/domain/brand';
