import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../stack/stack';

/**
 * A build of the web app with build-time settings of its own (e.g. VITE_APP_CHECK_DEBUG_TOKEN), for a test's own
 * stack (`startStack({ webDist })`): `vite build` into a temporary folder, the app shell as app.html (Hosting's
 * fallback). Without the prerender step: every page is the app's, as on a deep link. Remove it with `remove()`.
 */
export async function buildWebWith(env: Record<string, string>): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'clara-web-'));
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      vite,
      ['build', '--outDir', dir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'],
      {
        cwd: join(ROOT, 'web'),
        env: { ...process.env, VITE_CHECK_RESPONSES: '1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build falló (${code}):\n${output}`)),
    );
  });
  copyFileSync(join(dir, 'index.html'), join(dir, 'app.html'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
