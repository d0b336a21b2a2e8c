import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteSpec } from '@clara/domain/common/route';
import { ROOT } from './stack';

const DOMAIN_SRC = join(ROOT, 'domain', 'src');

/** Every `routes.ts` under domain/src, at any depth (recruiting/person/routes.ts as well as interview/routes.ts). */
function routeFiles(dir = DOMAIN_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === 'routes.ts' && dir !== DOMAIN_SRC ? [path] : [];
  });
}

/** Every route definition of every feature once (a re-export is the same object), named `feature/sub.exportName`. */
export async function allRoutes(): Promise<Array<{ name: string; route: RouteSpec }>> {
  const routes: Array<{ name: string; route: RouteSpec }> = [];
  const seen = new Set<unknown>();
  for (const file of routeFiles()) {
    const feature = relative(DOMAIN_SRC, file).replace(/\/routes\.ts$/, '');
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'auth' in value) {
        if (seen.has(value)) continue;
        seen.add(value);
        routes.push({ name: `${feature}.${name}`, route: value as RouteSpec });
      }
  }
  return routes;
}
