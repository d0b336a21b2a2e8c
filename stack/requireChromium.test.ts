import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack';

const check = (chromiumPath: string) =>
  spawnSync(process.execPath, [join(ROOT, 'stack/requireChromium.mjs')], {
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
    encoding: 'utf8',
  });

describe('npm test without Chromium', () => {
  it('stops with one line saying what to install', () => {
    const missing = check('/nonexistent/chromium');
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim().split('\n')).toEqual([
      "No Chromium at /nonexistent/chromium: install Debian's (sudo apt-get install chromium fonts-dejavu-core) or set CHROMIUM_PATH to one.",
    ]);
  });

  it('passes quietly when Chromium is there', () => {
    const present = check(process.execPath);
    expect(present.status).toBe(0);
    expect(present.stderr).toBe('');
  });
});
