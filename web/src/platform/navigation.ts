import { createContext, useContext } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  /** History state the next page reads (react-router's `location.state`). */
  state?: unknown;
}

/**
 * The current path and the way to go elsewhere, without naming a router. The pages the marketing entry hydrates
 * (web/src/prerenderedEntry.tsx) run before react-router is loaded: there `navigate` loads the app and lets its
 * router go; inside the app (AppShell) it is react-router's own. Links built on it (ui/AppLink) keep react-router
 * out of those pages' JavaScript.
 */
export interface AppNavigation {
  pathname: string;
  navigate: (to: string, options?: NavigateOptions) => void;
}

/** Without a provider (a component rendered on its own): plain page loads. */
const pageLoads: AppNavigation = {
  get pathname() {
    return typeof location === 'undefined' ? '/' : location.pathname;
  },
  navigate: (to, options) => (options?.replace ? location.replace(to) : location.assign(to)),
};

export const AppNavigationContext = createContext<AppNavigation>(pageLoads);

export function useAppNavigation(): AppNavigation {
  return useContext(AppNavigationContext);
}
