import type { Root } from 'react-dom/client';
import type { NavigateOptions } from '../platform/navigation';
import { App, createAppRouter, routerReady, type AppRouter } from './router';

/**
 * The app taking over a page that prerenderedEntry.tsx hydrated without a router. The entry imports this module
 * at the first navigation (its files are prefetched once the page has loaded), or once the page is idle for a
 * visitor who may be signed in; the router is created once and rendered into the page's root then (or when a
 * guard sends the visitor elsewhere), never over the page it would only repeat.
 */
let router: AppRouter | undefined;
let rendered = false;

function appRouter(): AppRouter {
  router ??= createAppRouter();
  return router;
}

function render(root: Root): void {
  if (rendered) return;
  rendered = true;
  root.render(<App router={appRouter()} />);
}

/** A link or a button of the page: the router loads the next page, which then replaces this one. */
export async function navigateFrom(root: Root, to: string, options?: NavigateOptions): Promise<void> {
  await appRouter().navigate(to, options);
  render(root);
}

/**
 * The route's guards (SPEC §2: a signed-in visitor of / goes to /dashboard), for a visitor who may be signed in
 * (the entry asks the signed-in hint first): the route's loader runs, and when it redirects, the app renders
 * where it led.
 */
export async function applyGuards(root: Root): Promise<void> {
  const here = location.pathname;
  await routerReady(appRouter());
  if (appRouter().state.location.pathname !== here) render(root);
}
