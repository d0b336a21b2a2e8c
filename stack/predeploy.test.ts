import { execSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ROOT } from './stack';

const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  functions: { predeploy: string[] }[];
  hosting: { predeploy: string[] };
};
const hooks = [...config.functions.flatMap((f) => f.predeploy), ...config.hosting.predeploy];

/** A PATH where `node` is the real one and `npm` only leaves a mark that it ran. */
function pathWithRecordingNpm(): { bin: string; ranNpm: () => boolean } {
  const bin = mkdtempSync(join(tmpdir(), 'clara-predeploy-'));
  onTestFinished(() => rmSync(bin, { recursive: true, force: true }));
  symlinkSync(process.execPath, join(bin, 'node'));
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\n: > "${bin}/npm-ran"\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  return { bin, ranNpm: () => existsSync(join(bin, 'npm-ran')) };
}

// `npm run deploy` builds, then writes web/dist/client-config.json: a rebuild in a hook would erase it.
describe('the predeploy hooks', () => {
  it('build each workspace when run by a bare `firebase deploy`', () => {
    expect(hooks).toEqual([
      'node stack/predeploy.mjs web',
      'node stack/predeploy.mjs functions',
      'node stack/predeploy.mjs web',
    ]);
    const { bin, ranNpm } = pathWithRecordingNpm();
    execSync(hooks[0]!, { cwd: ROOT, env: { PATH: bin }, stdio: 'pipe' });
    expect(ranNpm()).toBe(true);
  });

  it('leave the build of `npm run deploy` alone', () => {
    const { bin, ranNpm } = pathWithRecordingNpm();
    for (const hook of hooks) {
      const output = execSync(hook, { cwd: ROOT, env: { PATH: bin, CLARA_PREBUILT: '1' }, encoding: 'utf8' });
      expect(output).toContain('ya está compilado por npm run deploy');
    }
    expect(ranNpm()).toBe(false);
  });
});
