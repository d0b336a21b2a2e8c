import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  // The server sent the page's content (the job page function): keep it on screen until the route's chunk is
  // loaded, then render the same page over it in one commit: no spinner, no flash of an empty page.
  void routerReady().then(() => createRoot(container).render(app));
} else {
  createRoot(container).render(app);
}
