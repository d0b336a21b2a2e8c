import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startStack } from './stack';

/**
 * `npm run bench`: rerunnable measurements of what "speed is designed in" promises. Numbers, not assertions:
 * - the JavaScript a first visit downloads per public route (gzip), from Vite's manifest;
 * - the functions' cold start (importing the bundle) in a fresh Node process, median of 5;
 * - API latency through Hosting → Functions → Firestore on the local stack, p50/p95 of 40 sequential calls.
 * Run after `npm run build`.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

const dist = join(ROOT, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const entryFiles = staticClosure(entryKey);
const entryBytes = [...entryFiles].reduce((sum, key) => sum + gz(manifest[key].file), 0);
console.log(`\nWeb: entry JS (every route) ${kb(entryBytes)} gzip`);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!/features\/.+Page\.tsx$/.test(chunk.src ?? key)) continue;
  const extra = [...staticClosure(key)].filter((k) => !entryFiles.has(k));
  const bytes = extra.reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const firebase = extra.some((k) => /firebase/.test(manifest[k].file)) ? '  (loads Firebase up front)' : '';
  console.log(`  ${(chunk.src ?? key).replace('src/features/', '').padEnd(48)} +${kb(bytes)}${firebase}`);
}

const coldStarts: number[] = [];
for (let i = 0; i < 5; i++) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', "const t=performance.now(); await import('./lib/index.js'); console.log(performance.now()-t)"], {
    cwd: join(ROOT, 'functions'),
    encoding: 'utf8',
  });
  coldStarts.push(Number(out.trim()));
}
coldStarts.sort((a, b) => a - b);
console.log(`\nFunctions: cold start (import of lib/index.js) median ${coldStarts[2].toFixed(0)} ms (min ${coldStarts[0].toFixed(0)}, max ${coldStarts[4].toFixed(0)})`);

const stack = await startStack({ freePorts: true });
try {
  for (const path of ['/api/health', '/api/predefined-interviews']) {
    const times: number[] = [];
    await fetch(`${stack.url}${path}`); // warm the function instance
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      const response = await fetch(`${stack.url}${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`API ${path.padEnd(28)} p50 ${times[19].toFixed(1)} ms  p95 ${times[37].toFixed(1)} ms  (local emulators, warm)`);
  }
} finally {
  await stack.stop();
}
