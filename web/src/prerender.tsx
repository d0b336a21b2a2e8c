import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes';

/**
 * Build-time rendering of a public page (web/prerender.mjs runs it after `vite build --ssr`): the same routes
 * and the same tree as main.tsx, so the browser hydrates the markup. No hydration script: main.tsx waits for
 * the router instead, and the page needs no inline script (a CSP forbids it).
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

export { PRERENDERED_PATHS, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
