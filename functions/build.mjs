// Bundles the functions and the shared domain into lib/ so `firebase deploy` uploads a self-contained
// package: @clara/domain and zod are inlined; the Firebase, OpenAI and Speech SDKs stay npm dependencies.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

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
  external: ['firebase-admin', 'firebase-functions', 'openai', '@google-cloud/speech', 'express'],
  logLevel: 'warning',
});
