import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOINDEX_PAGES, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
import { DEFAULT_REGION, deployRegion, envWithRegion, withRegion } from './region';
import { allRoutes } from './routeTable';
import { ROOT } from './stack';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
}

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: HeaderRule[]; rewrites: Rewrite[] };
};
const hosting = firebaseJson.hosting;

/**
 * The personal pages are listed once, in domain (NOINDEX_PAGES: the app's robots meta tag and titles); Hosting's
 * `X-Robots-Tag: noindex` rule in firebase.json (static JSON, read by `firebase deploy`) must name the same paths.
 */
describe('firebase.json’s noindex header', () => {
  const rules = hosting.headers.filter((rule) =>
    rule.headers.some((h) => h.key === 'X-Robots-Tag' && h.value === 'noindex'),
  );

  it('is one rule naming exactly the personal pages of domain/src/common/pageMeta.ts', () => {
    expect(rules).toHaveLength(1);
    const paths = /^\/@\(([^)]*)\)$/
      .exec(rules[0]!.source)?.[1]
      ?.split('|')
      .map((name) => `/${name}`);
    const expected = `/@(${Object.keys(NOINDEX_PAGES)
      .map((path) => path.slice(1))
      .join('|')})`;
    expect(paths?.sort(), `set its source to ${expected}`).toEqual(Object.keys(NOINDEX_PAGES).sort());
  });

  it('names no indexable page', () => {
    for (const path of Object.keys(PUBLIC_PAGES)) expect(NOINDEX_PAGES[path]).toBeUndefined();
  });
});

/**
 * Issue 34: Hosting sends the anonymous endpoints that spend AI (`pool: 'ai'` in their route definitions) to the
 * `aiApi` function, before the `/api/**` rule that sends the rest to `api`; every rewrite names one region.
 */
describe('firebase.json’s rewrites to the functions', () => {
  it('send exactly the routes of the AI pool to aiApi, ahead of /api/**', async () => {
    const aiPaths = (await allRoutes()).filter(({ route }) => route.pool === 'ai').map(({ route }) => route.path);
    expect(
      aiPaths.some((path) => path.includes(':')),
      'an AI route with a path parameter needs a glob here',
    ).toBe(false);
    const toAi = hosting.rewrites.filter((rewrite) => rewrite.function?.functionId === 'aiApi');
    expect(toAi.map((rewrite) => rewrite.source).sort()).toEqual([...aiPaths].sort());
    const catchAll = hosting.rewrites.findIndex((rewrite) => rewrite.source === '/api/**');
    expect(catchAll).toBeGreaterThan(-1);
    expect(hosting.rewrites[catchAll]!.function?.functionId).toBe('api');
    for (const rewrite of toAi) expect(hosting.rewrites.indexOf(rewrite)).toBeLessThan(catchAll);
  });

  it('name the default region everywhere, and a deploy to another region changes every one', () => {
    const regions = hosting.rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function.region] : []));
    expect(new Set(regions)).toEqual(new Set([DEFAULT_REGION]));
    const eu = withRegion(firebaseJson, deployRegion('europe-west1'));
    expect(
      new Set(eu.hosting.rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function.region] : []))),
    ).toEqual(new Set(['europe-west1']));
    expect(eu.hosting.rewrites.map((rewrite) => rewrite.source)).toEqual(hosting.rewrites.map((r) => r.source));
    expect(() => deployRegion('europa')).toThrow('CLARA_REGION no es una región de Cloud Functions: «europa».');
    expect(envWithRegion('OPENAI_MODEL=x\nCLARA_REGION=us-central1\n', 'europe-west1')).toBe(
      'OPENAI_MODEL=x\nCLARA_REGION=europe-west1\n',
    );
  });
});
