import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack';

// firebase-tools' own runtime table: the one `firebase deploy` checks before it uploads anything.
const supported = createRequire(import.meta.url)('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  latest(language: string): string;
  guardVersionSupport(runtime: string, now?: Date): void;
  RUNTIMES: Record<string, { status: string }>;
};

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const runtime = (JSON.parse(read('firebase.json')) as { functions: { runtime: string }[] }).functions[0]!.runtime;

describe('the functions runtime', () => {
  it('is the newest Node.js runtime firebase-tools knows, GA and deployable today', () => {
    expect(runtime).toBe(supported.latest('nodejs'));
    expect(supported.RUNTIMES[runtime]?.status).toBe('GA');
    expect(() => supported.guardVersionSupport(runtime, new Date())).not.toThrow();
  });

  it('is the one the functions package and its build ask for', () => {
    const version = runtime.replace('nodejs', '');
    expect((JSON.parse(read('functions/package.json')) as { engines: { node: string } }).engines.node).toBe(version);
    expect(read('functions/build.mjs')).toContain(`target: 'node${version}'`);
  });
});
