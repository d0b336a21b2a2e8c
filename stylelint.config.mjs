/**
 * Stylelint: the CSS scope rule of CONTRIBUTING.md. Each feature's stylesheets style only its own elements, so
 * loading one feature's chunk never restyles another's: every selector names a class with the feature's prefix,
 * any other class it names is a shared one from web/src/ui/styles.css or a state class (`is-…`), and keyframes
 * carry the prefix. A stylesheet in a feature folder not listed here fails: a new feature gets its prefix here.
 */
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** Each feature and the class prefix its stylesheets own. */
export const FEATURE_PREFIXES = {
  marketing: 'mk-',
  coaches: 'cx-',
  recruiting: 'rc-',
  practice: 'pr-',
  analysis: 'an-',
  interview: 'iv-',
  fairness: 'fa-',
  compliance: 'cu-',
  team: 'tm-',
  scheduling: 'sc-',
  scorecards: 'sk-',
  reviews: 'rv-',
};

/** The classes web/src/ui/styles.css defines: any feature may name them. */
function sharedClasses() {
  const names = new Set();
  const css = readFileSync(new URL('./web/src/ui/styles.css', import.meta.url), 'utf8');
  postcss.parse(css).walkRules((rule) => {
    selectorParser((selectors) => selectors.walkClasses((node) => void names.add(node.value))).processSync(
      rule.selector,
    );
  });
  return [...names].sort();
}

/** A @keyframes step (`from`, `to`, `50%`): not an element selector. */
const KEYFRAME_STEP = '(?:from|to|[\\d.]+%)$';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefixes = Object.values(FEATURE_PREFIXES);
const shared = sharedClasses();

/** The rules of one feature's stylesheets. */
const scopedTo = (prefix) => ({
  // A selector without a class of the feature styles elements outside it.
  'selector-disallowed-list': [
    [new RegExp(`^(?![\\s\\S]*\\.${escape(prefix)})(?!${KEYFRAME_STEP})`)],
    {
      splitList: true,
      message: (selector) => `"${selector}" names no .${prefix}… class: it would style elements outside the feature`,
    },
  ],
  'selector-class-pattern': [
    new RegExp(`^(?:${escape(prefix)}|is-|(?:${shared.map(escape).join('|')})$)`),
    {
      message: (name) => `${name} is neither ${prefix}… nor a shared class of ui/styles.css nor a state class (is-…)`,
    },
  ],
  'keyframes-name-pattern': [
    new RegExp(`^${escape(prefix)}`),
    { message: (name) => `@keyframes ${name} lacks the ${prefix} prefix` },
  ],
});

export default {
  rules: {},
  overrides: [
    {
      // A feature folder this config does not know: its stylesheets fail until it gets a prefix above.
      files: ['web/src/features/**/*.css'],
      rules: {
        'selector-disallowed-list': [
          [/[\s\S]*/],
          {
            splitList: true,
            message: () => 'this feature has no class prefix in stylelint.config.mjs (FEATURE_PREFIXES)',
          },
        ],
      },
    },
    ...Object.entries(FEATURE_PREFIXES).map(([feature, prefix]) => ({
      files: [`web/src/features/${feature}/**/*.css`],
      rules: scopedTo(prefix),
    })),
    {
      // The shared styles name no feature's class.
      files: ['web/src/ui/**/*.css'],
      rules: {
        'selector-class-pattern': [
          new RegExp(`^(?!(?:${prefixes.map(escape).join('|')}))`),
          { message: (name) => `${name} has a feature's prefix: ui/styles.css is shared by every feature` },
        ],
      },
    },
  ],
};
