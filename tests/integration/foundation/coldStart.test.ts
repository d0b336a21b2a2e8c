import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { captures } from '../../support/captures';

/** The functions' bundle as deployed (built by `npm run build`, like everything the stack serves). */
const lib = new URL('../../../functions/lib/', import.meta.url);

/** The bundle files a file imports statically (what loading it loads), and those it imports on demand. */
function importsOf(file: string): { staticImports: string[]; dynamicImports: string[] } {
  const code = readFileSync(new URL(file, lib), 'utf8');
  return {
    staticImports: captures(code, /(?:^|\n)(?:import|export)\s[^;]*?["']\.\/([^"']+)["']/g),
    dynamicImports: captures(code, /import\(["']\.\/([^"']+)["']\)/g),
  };
}

function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of importsOf(file).staticImports) staticClosure(next, seen);
  return seen;
}

describe('the functions’ cold start', () => {
  it('loads no function’s own code when an instance starts: each loads it at its first request', () => {
    const { dynamicImports } = importsOf('index.js');
    const onDemand = ['api', 'routes', 'purge'].map((name) =>
      dynamicImports.find((file) => file.startsWith(`${name}-`)),
    );
    expect(onDemand.every(Boolean), `index.js imports on demand: ${dynamicImports.join(', ')}`).toBe(true);
    const atStart = staticClosure('index.js');
    for (const file of onDemand) expect(atStart.has(file!), `${file} loads at cold start`).toBe(false);
  });

  it('does not load express (the API’s framework) when index.js is imported', async () => {
    // express is CommonJS: once loaded it is in require's cache (checked again after importing it on purpose).
    const script = [
      "import { createRequire } from 'node:module';",
      "const expressLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/express/'));",
      `await import(${JSON.stringify(new URL('index.js', lib).href)});`,
      'const afterIndex = expressLoaded();',
      "await import('express');",
      'console.log(JSON.stringify([afterIndex, expressLoaded()]));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('.', lib),
    });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual([false, true]);
  });
});
