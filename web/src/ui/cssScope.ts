/**
 * CSS scoping rule (CONTRIBUTING.md): every feature's stylesheet styles only its own elements, so loading one
 * feature's chunk never restyles another's. A feature's selectors each name a class with the feature's prefix,
 * and any other class they name is a shared one from ui/styles.css or a state class (`is-…`).
 */

/** The selectors of a stylesheet (comments, at-rule preludes and @keyframes steps left out). */
export function selectorsOf(css: string): string[] {
  const text = withoutKeyframes(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  const selectors: string[] = [];
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (!prelude || prelude.startsWith('@')) continue;
    for (const selector of splitTopLevel(prelude)) selectors.push(selector.trim());
  }
  return selectors;
}

/** Splits a selector list on the commas outside parentheses (`:is(h1, h2)` stays whole). */
function splitTopLevel(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    if (prelude[i] === '(') depth += 1;
    else if (prelude[i] === ')') depth -= 1;
    else if (prelude[i] === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

function withoutKeyframes(css: string): string {
  let out = css;
  for (let start = out.search(/@keyframes/); start >= 0; start = out.search(/@keyframes/)) {
    let depth = 0;
    let end = out.indexOf('{', start);
    for (; end < out.length; end += 1) {
      if (out[end] === '{') depth += 1;
      else if (out[end] === '}' && --depth === 0) break;
    }
    out = out.slice(0, start) + out.slice(end + 1);
  }
  return out;
}

/** The class names a selector mentions. */
export function classesOf(selector: string): string[] {
  return [...selector.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

/** The selectors of a feature's stylesheet that break the rule, each with the reason. */
export function scopeViolations(css: string, prefix: string, sharedClasses: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const selector of selectorsOf(css)) {
    const classes = classesOf(selector);
    if (!classes.some((name) => name.startsWith(prefix))) {
      problems.push(`${selector}: no ${prefix}… class, so it styles elements outside the feature`);
      continue;
    }
    for (const name of classes) {
      if (!name.startsWith(prefix) && !sharedClasses.has(name) && !name.startsWith('is-')) {
        problems.push(`${selector}: .${name} is neither ${prefix}… nor a shared ui class nor a state class (is-…)`);
      }
    }
  }
  return problems;
}
