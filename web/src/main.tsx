import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_VIEW_ATTRIBUTE } from '@clara/domain/common/firstView';
import { App, createAppRouter, routerReady } from './app/router';
import './ui/styles.css';

// The entry of every page but the prerendered ones (those start from prerenderedEntry.tsx).
const router = createAppRouter();
const container = document.getElementById('root')!;

if (container.hasChildNodes()) {
  // The page's content came with the HTML (the jobPage function renders /job/{id}, the build /clara's first view). It stays on screen until the
  // route's chunk and loader are done; then React renders the same page over it in one commit (no spinner).
  // The first view's controls arrive disabled (domain/common/firstView), so nothing typed or ticked in it is lost:
  // the app's own are live.
  void routerReady(router).then(() => {
    // The page is on screen already: render the app over it in slices (a transition) rather than in one long task.
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <TakenOver>
          <App router={router} />
        </TakenOver>,
      ),
    );
  });
} else {
  createRoot(container).render(<App router={router} />);
}

/**
 * The first view's mark goes with the commit that replaces its markup, not before: until then its disabled controls
 * keep their waiting look (ui/styles.css), and a slow render in slices would otherwise show them as plainly disabled.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute(FIRST_VIEW_ATTRIBUTE), []);
  return children;
}
