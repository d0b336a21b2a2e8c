import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Builds the naive app (stack/bench/naive) into `outDir` and answers the gzip size of all its JS. */
export async function naiveBuildJsBytes(outDir: string): Promise<number> {
  await build({
    root: new URL('./naive', import.meta.url).pathname,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
}
