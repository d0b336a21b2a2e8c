import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A code-split route: the page's chunk is fetched only when the route is visited. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}
