import { hydrateRoot, type Root } from 'react-dom/client';
import type { PrerenderedPath } from '@clara/domain/common/pageMeta';
import { PRERENDERED_PAGES, PrerenderedPage } from './app/prerendered';
import type { NavigateOptions } from './platform/navigation';
import { whenIdle } from './platform/idle';
import { maybeSignedIn } from './platform/signedInHint';
import './ui/styles.css';

/**
 * The entry of the prerendered pages (/, /empresas, /como-funciona, /terms; web/prerender.mjs links it instead of
 * main.tsx): it hydrates the page with React alone, so the page is interactive after the least JavaScript. The
 * router and the rest of the app (app/adopt.tsx) are prefetched by the page and run at the first navigation, or
 * once the page is idle when a guard may send the visitor elsewhere (a signed-in visitor of /). Links are plain
 * `<a href>` until then, so they also work before any script has run.
 */
const container = document.getElementById('root')!;
const path = container.dataset.prerendered as PrerenderedPath;
const loadApp = () => import('./app/adopt');
let root: Root | undefined;

function navigate(to: string, options?: NavigateOptions): void {
  loadApp()
    .then((app) => app.navigateFrom(root!, to, options))
    // A deploy since this page loaded removed the chunks it names: load the next page from the server instead.
    .catch(() => location.assign(to));
}

void PRERENDERED_PAGES[path]().then(({ default: Page }) => {
  root = hydrateRoot(container, <PrerenderedPage Page={Page} navigation={{ pathname: path, navigate }} />);
  // Only a visitor who may be signed in needs the router at once (the / guard); for the others the page's
  // <link rel="prefetch"> tags fetch the app's files without running them, and the first navigation loads it.
  // Offline or after a deploy the app may not load: the links then load their page from the server.
  if (maybeSignedIn())
    whenIdle(
      () =>
        void loadApp().then(
          (app) => app.applyGuards(root!),
          () => undefined,
        ),
    );
});
