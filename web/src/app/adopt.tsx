import type { Root } from 'react-dom/client';
import { maybeSignedIn } from '../platform/auth';
import type { NavigateOptions } from '../platform/navigation';
import { App, createAppRouter, routerReady, type AppRouter } from './router';

/**
 * The app taking over a page that prerenderedEntry.tsx hydrated without a router. The entry imports this module
 * once the page is interactive; the router is created once and rendered into the page's root at the first
 * navigation (or at once when a guard sends the visitor elsewhere), never over the page it would only repeat.
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
 * The route's guards (SPEC §2: a signed-in visitor of / goes to /dashboard). Without the signed-in hint the
 * visitor is certainly signed out and nothing is asked; otherwise the route's loader runs, and when it redirects,
 * the app renders where it led.
 */
export async function applyGuards(root: Root): Promise<void> {
  if (!maybeSignedIn()) return;
  const here = location.pathname;
  await routerReady(appRouter());
  if (appRouter().state.location.pathname !== here) render(root);
}
