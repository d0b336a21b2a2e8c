import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classesOf, scopeViolations, selectorsOf } from './cssScope';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Each feature's stylesheet and the class prefix it owns. */
const FEATURES = [
  { feature: 'marketing', prefix: 'mk-', css: '../features/marketing/marketing.css' },
  { feature: 'coaches', prefix: 'cx-', css: '../features/coaches/coaches.css' },
  { feature: 'recruiting', prefix: 'rc-', css: '../features/recruiting/recruiting.css' },
  { feature: 'practice', prefix: 'pr-', css: '../features/practice/practice.css' },
  { feature: 'analysis', prefix: 'an-', css: '../features/analysis/analysis.css' },
  { feature: 'interview', prefix: 'iv-', css: '../features/interview/interview.css' },
];

/** The feature folders that hold a stylesheet (at any depth). */
function featuresWithStylesheets(): string[] {
  const root = new URL('../features/', import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) =>
      readdirSync(new URL(`${name}/`, root), { recursive: true }).some((file) => String(file).endsWith('.css')),
    )
    .sort();
}

const shared = new Set(selectorsOf(read('./styles.css')).flatMap(classesOf));

describe('CSS scoped per feature', () => {
  it.each(FEATURES)('$feature: its stylesheet styles only its own ($prefix) elements', ({ prefix, css }) => {
    expect(scopeViolations(read(css), prefix, shared)).toEqual([]);
  });

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
