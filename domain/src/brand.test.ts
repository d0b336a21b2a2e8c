import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from './brand';

const ROOT = new URL('../..', import.meta.url).pathname;
const SOURCES = ['domain/src', 'functions/src', 'web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'seed' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Text a user reads: inside quotes, a template or JSX text (comments and identifiers such as ClaraPage left out). */
function userTextNaming(name: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const pattern = new RegExp(`['"\`>][^'"\`<>]*\\b${name}\\b`);
  return code.split('\n').filter((line) => pattern.test(line));
}

describe('the product name', () => {
  it('is written once, in domain/src/brand.ts (DECISIONS: a rebrand is a one-line change)', () => {
    const found = SOURCES.flatMap(sourceFiles)
      .filter((path) => path !== join('domain', 'src', 'brand.ts'))
      .flatMap((path) =>
        userTextNaming(PRODUCT.name, readFileSync(join(ROOT, path), 'utf8')).map((line) => `${path}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('the scan sees a hard-coded name in a string, a template and JSX text, and not in identifiers or comments', () => {
    const sample = [
      "const a = 'Hola, soy Clara';",
      'const b = `Entrevista con Clara`;',
      '<p>Clara es una entrevistadora</p>',
      'import ClaraPage from "./ClaraPage";',
      '// Clara answers here',
    ].join('\n');
    expect(userTextNaming('Clara', sample)).toHaveLength(3);
  });
});
