import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startStack } from './stack';
import { measureColdStarts, printColdStarts } from './bench/coldStart';
import { measureDashboard, printDashboard } from './bench/dashboard';
import { measureFlood, printFlood } from './bench/flood';
import { measureBulk, printBulk } from './bench/bulk';
import { measureStreaming, printStreaming } from './bench/streaming';
import { measureRealtime, printRealtime } from './bench/realtime';
import { measurePages, printTable } from './bench/lighthouse';
import { naiveBuildJsBytes } from './bench/naive';
import { finishedPractice } from './bench/practice';
import { serveDist, visit } from './bench/serve';

/**
 * `npm run bench`: rerunnable measurements of what "speed is designed in" promises. Numbers, not assertions:
 * - the JavaScript a first visit downloads per public route (gzip), from Vite's manifest;
 * - each function export's cold start in fresh Node processes (stack/bench/coldStart.ts): the import of the
 *   bundle, then its first request, median of 5;
 * - API latency through Hosting → Functions → Firestore on the local stack, p50/p95 of 40 sequential calls;
 * - the JavaScript the prerendered landing needs until it is interactive, against a naive build made in the same
 *   run (stack/bench/naive: React, React Router, Firebase Auth and the full Firestore at the top of one chunk);
 * - Lighthouse (mobile emulation, median of 3 runs per page) on the public and measured pages, web/dist served
 *   over HTTP/2 with TLS and gzip as Hosting serves it (stack/bench/serve.ts; `CLARA_BENCH_HTTP1=1` makes the
 *   browser use HTTP/1.1 instead, to compare), /api/**, /job/** and the sitemap forwarded to the stack; /analysis with the report of a practice the bench finishes and analyses through the API first
 *   (stack/bench/practice.ts). `CLARA_BENCH_LIGHTHOUSE=0` skips Lighthouse;
 * - the dashboard at real size (stack/bench/dashboard.ts): its first call against GET /api/vacancies, the first
 *   rendered vacancy list in Chromium, and the documents a first page of candidates reads at 100 and 10,000.
 * - a bulk rejection with email of 500 candidates (stack/bench/bulk.ts): the whole action, a slice per request as
 *   the web sends it, its slowest request, and the same action again (nothing done twice).
 * - streamed replies (stack/bench/streaming.ts, a stack of its own with the fake OpenAI server streaming at a
 *   fixed pace): the send to the first word on screen and to the first spoken sentence, streamed and not.
 *   `CLARA_BENCH_STREAMING=0` skips it.
 * - real-time voice (stack/bench/realtime.ts, a stack of its own with the fake Realtime API over WebRTC): the click
 *   on "Entrevista por voz en tiempo real" to "connected", to the first event and to the first turn shown.
 *   `CLARA_BENCH_REALTIME=0` skips it.
 * - a flood of anonymous chats while a recruiter loads the dashboard (stack/bench/flood.ts, a stack of its own):
 *   the dashboard's p50/p95 idle, flooded through Hosting (the `aiApi` function) and flooded at the `api` function
 *   (one pool, as before issue 34). `CLARA_BENCH_FLOOD=0` skips it.
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
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const fileOf = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  return chunk.file;
};

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

// The app's entry (index.html → main.tsx); the prerendered pages have their own (src/prerenderedEntry.tsx).
const entryKey = 'index.html';
const entryFiles = staticClosure(entryKey);
const entryBytes = [...entryFiles].reduce((sum, key) => sum + gz(fileOf(key)), 0);
console.log(`\nWeb: entry JS (every route) ${kb(entryBytes)} gzip`);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!/features\/.+Page\.tsx$/.test(chunk.src ?? key)) continue;
  const extra = [...staticClosure(key)].filter((k) => !entryFiles.has(k));
  const bytes = extra.reduce((sum, k) => sum + gz(fileOf(k)), 0);
  const firebase = extra.some((k) => /firebase/.test(fileOf(k))) ? '  (loads Firebase up front)' : '';
  console.log(`  ${(chunk.src ?? key).replace('src/features/', '').padEnd(48)} +${kb(bytes)}${firebase}`);
}

const stack = await startStack({ freePorts: true });
try {
  // CLARA_BENCH_ONLY=lighthouse: only the Lighthouse part (with CLARA_BENCH_PAGES, to iterate on a few pages).
  if (process.env.CLARA_BENCH_ONLY !== 'lighthouse') {
    printColdStarts(await measureColdStarts(stack));

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
      const ms = (index: number) => (times[index] ?? NaN).toFixed(1);
      console.log(`API ${path.padEnd(28)} p50 ${ms(19)} ms  p95 ${ms(37)} ms  (local emulators, warm)`);
    }

    // Issue 11: the dashboard at real size (100 vacancies × 100 applications), stack/bench/dashboard.ts.
    printDashboard(await measureDashboard(stack));
    // Issue 32: a bulk rejection of 500 candidates, a slice per request (stack/bench/bulk.ts).
    printBulk(await measureBulk(stack));

    // Issue 22: streamed replies against the fake OpenAI server (a stack of its own).
    if (process.env.CLARA_BENCH_STREAMING !== '0') printStreaming(await measureStreaming());
    if (process.env.CLARA_BENCH_REALTIME !== '0') printRealtime(await measureRealtime());
    // Issue 34: a flood of anonymous chats while the dashboard loads (a stack of its own, limits raised).
    if (process.env.CLARA_BENCH_FLOOD !== '0') {
      const flooded = await startStack({
        freePorts: true,
        functionsEnv: { CLARA_LIMITS_SCALE: '1000' },
        scheduler: false,
      });
      try {
        printFlood(await measureFlood(flooded));
      } finally {
        await flooded.stop();
      }
    }

    // The landing's JS until interactive: the prerendered entry and the landing's module with what they import, all
    // needed to hydrate it (the entry imports the module itself: nothing is preloaded before the first paint).
    // Everything else (other routes, Firebase) loads only on navigation, after it is interactive.
    const landingHtml = readFileSync(join(dist, 'index.html'), 'utf8');
    const linked = (pattern: RegExp) => [...landingHtml.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : []));
    const landingFiles = [
      ...new Set([
        ...staticClosure('src/prerenderedEntry.tsx'),
        ...staticClosure('src/features/marketing/LandingPage.tsx'),
      ]),
    ].map(fileOf);
    const landingBytes = landingFiles.reduce((sum, file) => sum + gz(file), 0);
    // The app (app/adopt.tsx: the router, the routes, the app shell) is prefetched, and runs at the first navigation.
    const afterFiles = linked(/<link rel="prefetch"[^>]* href="\/(assets\/[^"]+\.js)"/g);
    const afterBytes = afterFiles.reduce((sum, file) => sum + gz(file), 0);
    const naiveBytes = await naiveBuildJsBytes(join(ROOT, 'stack', 'bench', 'naive', 'dist'));
    console.log(
      `\nLanding JS until interactive: ${kb(landingBytes)} gzip in ${landingFiles.length} files = ${(landingBytes / naiveBytes).toFixed(2)}x the naive build (${kb(naiveBytes)} gzip, built now from stack/bench/naive) (target <= 0.40x); prefetched at low priority and run at the first navigation: the app (router, routes, shell) ${kb(afterBytes)} gzip in ${afterFiles.length} files; then each further page's chunk`,
    );
  }

  if (process.env.CLARA_BENCH_LIGHTHOUSE !== '0') {
    const clientConfig = await (await fetch(`${stack.url}/client-config.json`)).text();
    const server = await serveDist(dist, stack.url, clientConfig);
    try {
      console.log(
        `\nLighthouse: web/dist served with gzip over ${process.env.CLARA_BENCH_HTTP1 === '1' ? 'HTTP/1.1 (CLARA_BENCH_HTTP1=1)' : 'HTTP/2 and TLS'} at ${server.url} (as Hosting serves it in production; /api/**, /job/** and /sitemap.xml forwarded to the local stack at ${stack.url}, answers with s-maxage kept as Hosting's CDN keeps them, each page visited once before); mobile emulation, median of 3 runs`,
      );
      // /analysis as a candidate opens it after a practice: a finished, analysed practice's report (issue 21).
      const practice = await finishedPractice(stack.url);
      const all = [
        '/',
        '/job/vac-frontend',
        '/clara',
        `/analysis?code=${practice}`,
        '/empresas',
        '/como-funciona',
        '/terms',
        '/coachdigital',
        '/mentor',
      ];
      // CLARA_BENCH_PAGES=/,/job/vac-frontend measures only those (`/analysis` there: the finished practice's report).
      const pages = process.env.CLARA_BENCH_PAGES
        ? process.env.CLARA_BENCH_PAGES.split(',').map((page) =>
            page === '/analysis' ? `/analysis?code=${practice}` : page,
          )
        : all;
      // One visit per page first, as a visitor before Lighthouse would: the CDN keeps the job page's answer for
      // its s-maxage, and the functions emulator has loaded the code.
      for (const page of pages) await visit(`${server.url}${page}`);
      printTable(await measurePages(server.url, pages, { chromeFlags: server.chromeFlags }));
    } finally {
      await server.close();
    }
  }
} finally {
  await stack.stop();
}
