/**
 * `npm run lint`: ESLint (rules and import boundaries), Stylelint (each feature's CSS scoped to its class
 * prefix: stylelint.config.mjs) and Prettier (formatting) over the whole tree.
 * `npm run lint -- --fix` fixes what ESLint can and formats every file.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './stack';

const fix = process.argv.includes('--fix');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const run = (command: string, args: string[]) =>
  spawnSync(bin(command), args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

const eslint = run('eslint', ['.', ...(fix ? ['--fix'] : [])]);
const stylelint = run('stylelint', ['web/src/**/*.css']);
const prettier = run('prettier', [fix ? '--write' : '--check', '--log-level', 'warn', '.']);
if (prettier !== 0 && !fix)
  console.error('Formato: ejecuta `npm run lint -- --fix` (o `npm run format`) para corregirlo.');
process.exit(eslint || stylelint || prettier);
