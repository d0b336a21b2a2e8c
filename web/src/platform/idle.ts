import { useEffect, useState } from 'react';

/** Runs `run` once the browser is idle (at the latest after `timeout` ms); answers a function that cancels it. */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * False until the browser is idle after the component's first paint: for what a page can do without at first
 * (a decorative video's download), so it does not compete with what the page shows first on a slow phone.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
