import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, startStack, type Stack } from '../stack';

/**
 * Each function export's cold start, measured in fresh Node processes against functions/lib (build first):
 * the import of the bundle (every instance of every export pays it before its first request) and the export's
 * first request after it (what it loads on first use, plus the request itself against the local stack's
 * Firestore). `purge` is a scheduled job: only its import is timed (running it would erase the stack's data).
 * `npx tsx stack/bench/coldStart.ts` starts its own stack; `npm run bench` runs it on the bench's. To compare
 * with another build, give its directory (inside functions/, so it finds the same node_modules):
 * `npx tsx stack/bench/coldStart.ts functions/lib-before`.
 */
const EXPORTS: { name: string; firstRequest: string | null }[] = [
  { name: 'api', firstRequest: '/api/health' },
  { name: 'jobPage', firstRequest: '/job/vac-frontend' },
  { name: 'sitemap', firstRequest: '/sitemap.xml' },
  { name: 'purge', firstRequest: null },
];

export interface ColdStart {
  name: string;
  /** Medians over the runs, in ms. */
  importMs: number;
  firstMs: number | null;
  status: number | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Runs one at a time, asynchronously: the embedded Firestore may live in this very process (startStack). */
export async function measureColdStarts(
  stack: Pick<Stack, 'firestoreHost' | 'projectId'>,
  runs = 5,
  libDir = join(ROOT, 'functions', 'lib'),
): Promise<ColdStart[]> {
  const lib = pathToFileURL(join(libDir, 'index.js')).href;
  const child = join(ROOT, 'stack', 'bench', 'coldStartChild.mjs');
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
    GCLOUD_PROJECT: stack.projectId,
    METADATA_SERVER_DETECTION: 'none',
  };
  const rows: ColdStart[] = [];
  for (const { name, firstRequest } of EXPORTS) {
    const samples: { importMs: number; firstMs: number | null; status: number | null }[] = [];
    for (let i = 0; i < runs; i++) {
      const { stdout } = await promisify(execFile)(process.execPath, [child, lib, name, firstRequest ?? ''], {
        cwd: join(ROOT, 'functions'),
        env,
        encoding: 'utf8',
      });
      samples.push(JSON.parse(stdout.trim().split('\n').pop()!));
    }
    rows.push({
      name,
      importMs: median(samples.map((s) => s.importMs)),
      firstMs: firstRequest ? median(samples.map((s) => s.firstMs!)) : null,
      status: samples[0]?.status ?? null,
    });
  }
  return rows;
}

export function printColdStarts(rows: ColdStart[]): void {
  console.log(
    '\nFunctions: cold start per export (a fresh Node process each, median of the runs; import of lib/index.js, then the first request)',
  );
  for (const row of rows) {
    const first =
      row.firstMs === null ? 'not run (scheduled job)' : `${row.firstMs.toFixed(0)} ms (HTTP ${row.status})`;
    console.log(`  ${row.name.padEnd(8)} import ${row.importMs.toFixed(0).padStart(5)} ms   first request ${first}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stack = await startStack({ freePorts: true });
  try {
    const libDir = process.argv[2] ? join(process.cwd(), process.argv[2]) : undefined;
    printColdStarts(await measureColdStarts(stack, 5, libDir));
  } finally {
    await stack.stop();
  }
}
