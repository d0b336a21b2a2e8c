/**
 * `npm test`'s static checks: the type-check of each workspace (`npm run typecheck`), ESLint, Stylelint and
 * Prettier (`npm run lint`: keep the two lists in step), run side by side, one per core, instead of one after the other: each is a single-threaded
 * process. A check's output is printed when it ends, so two never interleave; the run fails if any check fails.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './stack';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
/**
 * The type-check runs on TypeScript 7, the native compiler (package.json's `typescript-7`): the five projects in about
 * 24 s of CPU instead of 100 with TypeScript 5.9, which stays as `typescript` for typescript-eslint (it needs the
 * compiler's JavaScript API, which 7 does not have).
 */
const tsc = join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** Longest first, so the last check to start is a short one. */
const CHECKS: Array<{ name: string; command: string; args: string[] }> = [
  { name: 'eslint', command: bin('eslint'), args: ['.'] },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'tsc -p tests', command: tsc, args: ['-p', 'tests'] },
  { name: 'tsc -p web', command: tsc, args: ['-p', 'web'] },
  { name: 'tsc -p functions', command: tsc, args: ['-p', 'functions'] },
  { name: 'tsc -p stack', command: tsc, args: ['-p', 'stack'] },
  { name: 'tsc -p domain', command: tsc, args: ['-p', 'domain'] },
  { name: 'stylelint', command: bin('stylelint'), args: ['web/src/**/*.css'] },
];

function run(check: (typeof CHECKS)[number]): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok' : 'FALLA'}  ${check.name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0 && check.name === 'prettier')
        console.error('Formato: ejecuta `npm run lint -- --fix` (o `npm run format`) para corregirlo.');
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
