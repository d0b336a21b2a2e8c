import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classesOf, scopeViolations, selectorsOf } from './cssScope';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Each feature and the class prefix its stylesheets own. */
const FEATURES = [
  { feature: 'marketing', prefix: 'mk-' },
  { feature: 'coaches', prefix: 'cx-' },
  { feature: 'recruiting', prefix: 'rc-' },
  { feature: 'practice', prefix: 'pr-' },
  { feature: 'analysis', prefix: 'an-' },
  { feature: 'interview', prefix: 'iv-' },
];

const featuresRoot = new URL('../features/', import.meta.url);

/** A feature's stylesheets, at any depth of its folder (paths relative to this file). */
const stylesheetsOf = (feature: string): string[] =>
  readdirSync(new URL(`${feature}/`, featuresRoot), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `../features/${feature}/${file}`)
    .sort();

/** The feature folders that hold a stylesheet (at any depth). */
function featuresWithStylesheets(): string[] {
  return readdirSync(featuresRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && stylesheetsOf(entry.name).length > 0)
    .map((entry) => entry.name)
    .sort();
}

const shared = new Set(selectorsOf(read('./styles.css')).flatMap(classesOf));

describe('CSS scoped per feature', () => {
  it.each(FEATURES)(
    '$feature: each of its stylesheets styles only its own ($prefix) elements',
    ({ feature, prefix }) => {
      const sheets = stylesheetsOf(feature);
      expect(sheets.length).toBeGreaterThan(0);
      expect(sheets.flatMap((css) => scopeViolations(read(css), prefix, shared).map((v) => `${css}: ${v}`))).toEqual(
        [],
      );
    },
  );

  it('the shared ui styles define no feature-prefixed class', () => {
    const prefixes = FEATURES.map((f) => f.prefix);
    expect([...shared].filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))).toEqual([]);
  });

  it('catches an unscoped rule and a foreign class', () => {
    const css = '.btn-ghost { color: red } .mk-page .candidate { x: y } .mk-ok.is-open, .mk-page .btn { }';
    expect(scopeViolations(css, 'mk-', new Set(['btn', 'btn-ghost']))).toEqual([
      '.btn-ghost: no mk-… class, so it styles elements outside the feature',
      '.mk-page .candidate: .candidate is neither mk-… nor a shared ui class nor a state class (is-…)',
    ]);
  });

  it('lists every feature that has a stylesheet, each with its own prefix', () => {
    expect(featuresWithStylesheets()).toEqual(FEATURES.map((f) => f.feature).sort());
    expect(new Set(FEATURES.map((f) => f.prefix)).size).toBe(FEATURES.length);
  });
});
