import { join } from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack';

/**
 * The CSS scope rule (CONTRIBUTING.md), as `npm run lint` applies it through stylelint.config.mjs: fixtures
 * linted as if they were a stylesheet at `file`; the answer is the rules each one breaks.
 */
async function broken(file: string, code: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code,
    codeFilename: join(ROOT, file),
    configFile: join(ROOT, 'stylelint.config.mjs'),
  });
  return (results[0]?.warnings ?? []).map((warning) => `${warning.rule}: ${warning.text}`).sort();
}

const MARKETING = 'web/src/features/marketing/fixture.css';

describe('CSS scoped per feature (stylelint)', () => {
  it("accepts a feature's own classes with shared ui classes, state classes and prefixed keyframes", async () => {
    const css = `.mk-page .btn-ghost:hover, .mk-hero.is-open { color: red }
      .mk-card :is(h2, .mk-title) { margin: 0 }
      @keyframes mk-fade { from { opacity: 0 } 50% { opacity: 0.5 } to { opacity: 1 } }`;
    expect(await broken(MARKETING, css)).toEqual([]);
  });

  it('refuses a class with another feature’s prefix', async () => {
    expect(await broken(MARKETING, '.rc-card { color: red }')).toEqual([
      'selector-class-pattern: .rc-card is neither mk-… nor a shared class of ui/styles.css nor a state class (is-…) (selector-class-pattern)',
      'selector-disallowed-list: ".rc-card" names no .mk-… class: it would style elements outside the feature (selector-disallowed-list)',
    ]);
  });

  it('refuses an unscoped rule, a foreign class beside the prefix and an unprefixed keyframes', async () => {
    const css = '.btn-ghost { } .mk-page .candidate { } @keyframes fade { to { top: 0 } }';
    expect(await broken(MARKETING, css)).toEqual([
      'keyframes-name-pattern: @keyframes fade lacks the mk- prefix (keyframes-name-pattern)',
      'selector-class-pattern: .candidate is neither mk-… nor a shared class of ui/styles.css nor a state class (is-…) (selector-class-pattern)',
      'selector-disallowed-list: ".btn-ghost" names no .mk-… class: it would style elements outside the feature (selector-disallowed-list)',
    ]);
  });

  it('refuses a stylesheet in a feature folder that has no prefix yet', async () => {
    expect(await broken('web/src/features/billing/billing.css', '.bi-page { }')).toEqual([
      'selector-disallowed-list: this feature has no class prefix in stylelint.config.mjs (FEATURE_PREFIXES) (selector-disallowed-list)',
    ]);
  });

  it('refuses a feature-prefixed class in the shared ui styles', async () => {
    expect(await broken('web/src/ui/styles.css', '.card { } .rc-card { }')).toEqual([
      "selector-class-pattern: .rc-card has a feature's prefix: ui/styles.css is shared by every feature (selector-class-pattern)",
    ]);
  });

  it('gives each feature its own prefix', async () => {
    const config = (await import(join(ROOT, 'stylelint.config.mjs'))) as { FEATURE_PREFIXES: Record<string, string> };
    const prefixes = Object.values(config.FEATURE_PREFIXES);
    expect(prefixes.length).toBeGreaterThan(5);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
