// Bundles the functions and the shared domain into lib/ so `firebase deploy` uploads a self-contained
// package: @clara/domain and zod are inlined; the Firebase, OpenAI and Speech SDKs stay npm dependencies.
// It also carries the web app's built HTML shell for the job page (web/dist-shells/job.html, the app shell that
// preloads the job page's chunk) as lib/web/app.html, which the jobPage function fills in, and the web's server
// renderer of the public pages (web/dist-server/publicPagesServer.js: the job and careers pages' React components,
// React inside) as lib/web/publicPagesServer.js, which it loads on its first request (issue 34):
// build web first (the root `npm run build` and the functions' predeploy do).
import { build } from 'esbuild';
import { copyFile, mkdir, rm } from 'node:fs/promises';

await rm(new URL('./lib', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outdir: new URL('./lib', import.meta.url).pathname,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // Cloud Functions runs Node.js 24 (firebase.json); the code also runs on the Node 20 of local machines,
  // where the Functions emulator uses the host's Node (it warns that the versions differ).
  target: 'node24',
  sourcemap: true,
  external: [
    'firebase-admin',
    'firebase-functions',
    'openai',
    '@google-cloud/speech',
    'express',
    'an-array-of-spanish-words',
    'stopwords-es',
    '@nlpjs/lang-es',
    // Issue 23: CommonJS whose dependency (nanoid) requires node:crypto, which an ESM bundle cannot inline.
    'ics',
    // Issue 31: the Realtime API's sideband WebSocket client (optional native add-ons it requires at run time).
    'ws',
    // Issue 30: the CV file's text. pdfjs-dist loads its parser (pdf.worker.mjs) beside itself at run time, and
    // mammoth is CommonJS; both load on the first CV file only.
    'pdfjs-dist',
    'mammoth',
  ],
  logLevel: 'warning',
});

await mkdir(new URL('./lib/web/', import.meta.url), { recursive: true });
const fromWeb = [
  ['../web/dist-shells/job.html', './lib/web/app.html'],
  ['../web/dist-server/publicPagesServer.js', './lib/web/publicPagesServer.js'],
];
for (const [from, to] of fromWeb)
  await copyFile(new URL(from, import.meta.url), new URL(to, import.meta.url)).catch((error) => {
    throw new Error(`functions/build.mjs: build the web app first (npm run build -w web): ${error.message}`);
  });
