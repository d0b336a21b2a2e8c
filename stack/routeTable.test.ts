import { describe, expect, it } from 'vitest';
import { fillPath, isRawResponse } from '@clara/domain/common/route';
import { PRODUCT } from '@clara/domain/brand';
import { startClaraInterviewRoute } from '@clara/domain/recruiting/routes';
import { ACCESS_ACTIONS, ACCESS_TARGET_KINDS } from '@clara/domain/common/access';
import { allRoutes } from './routeTable';

describe('route definitions', () => {
  it('each has a unique method and path under /api/, an auth mode and a response schema', async () => {
    const routes = await allRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const seen = new Map<string, string>();
    for (const { name, route } of routes) {
      const key = `${route.method} ${route.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
      expect(route.path, name).toMatch(/^\/api\/[a-z0-9/:_-]+$/i);
      expect(['company', 'user', 'optional', 'accessCode', 'none'], name).toContain(route.auth);
      const response = route.response;
      expect(
        isRawResponse(response) || typeof response.safeParse === 'function',
        `${name} has no response schema`,
      ).toBe(true);
    }
  });

  it('declares its access for the one rule when it serves company data, and only then (issue 32)', async () => {
    for (const { name, route } of await allRoutes()) {
      if (route.auth !== 'company') {
        expect(route.access, `${name} is not a company route`).toBeUndefined();
        continue;
      }
      expect(route.access, `${name} declares no access`).toBeDefined();
      expect(ACCESS_ACTIONS, name).toContain(route.access!.action);
      const target = route.access!.target;
      if (!target) continue;
      expect(ACCESS_TARGET_KINDS, name).toContain(target.kind);
      if (target.from === 'params') expect(route.path, name).toContain(`:${target.field}`);
      else {
        const schema = (target.from === 'body' ? route.body : route.query) as { shape?: object } | undefined;
        expect(Object.keys(schema?.shape ?? {}), name).toContain(target.field);
      }
    }
  });

  it('names every path parameter it checks', async () => {
    for (const { name, route } of await allRoutes()) {
      const inPath = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      if (route.params && 'shape' in route.params)
        expect(Object.keys(route.params.shape as object).sort(), name).toEqual(inPath);
    }
  });

  it('writes the URL a search finds: start-clara-interview carries the product path', () => {
    expect(startClaraInterviewRoute.path).toBe(`/api/start-${PRODUCT.path}-interview`);
  });

  it('fills path parameters URL-encoded and refuses a missing one', () => {
    expect(fillPath('/api/update-vacancy/:id', { id: 'a b/c' })).toBe('/api/update-vacancy/a%20b%2Fc');
    expect(fillPath('/api/company-interview/:chatSessionId/analysis', { chatSessionId: 'x' })).toBe(
      '/api/company-interview/x/analysis',
    );
    expect(() => fillPath('/api/update-vacancy/:id', {})).toThrow(/id/);
  });
});
