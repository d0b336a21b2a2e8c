import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOINDEX_PAGES, PUBLIC_PAGES } from '@clara/domain/common/pageMeta';
import { ROOT } from './stack';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const hosting = (
  JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { headers: HeaderRule[] } }
).hosting;

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
