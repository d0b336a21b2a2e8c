import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import './ui/styles.css';

const router = createBrowserRouter(routes, { basename: '/' });
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Resolves once the first route's code and loader have run (the router then renders the page itself). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

if (container.hasChildNodes()) {
  // The page's content came with the HTML: prerendered at build time (web/prerender.mjs) or rendered by the
  // jobPage function. It stays on screen until the route's chunk and loader are done; then React hydrates the
  // prerendered markup, or renders the same page over the server's in one commit (no spinner, no blank page).
  // A signed-in visitor of / is redirected by the loader first, so the landing's markup is then replaced.
  void routerReady().then(() => {
    if (container.dataset.prerendered === router.state.location.pathname) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
} else {
  createRoot(container).render(app);
}
