// npx tsx stack/firestore/cli.ts --grpc-port 8080 --rest-port 8081 --project demo-clara [--seed seed.json]
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadSeed, startEmbeddedFirestore } from './index.js';

const { values } = parseArgs({
  options: {
    'grpc-port': { type: 'string', default: '8080' },
    'rest-port': { type: 'string', default: '8081' },
    project: { type: 'string', default: 'demo-clara' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string' },
    'lock-timeout-ms': { type: 'string' },
  },
});

const port = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--${name} must be a port number, got ${text}`);
  return n;
};

const fs = await startEmbeddedFirestore({
  projectId: values.project,
  host: values.host,
  grpcPort: port('grpc-port', values['grpc-port']),
  restPort: port('rest-port', values['rest-port']),
  lockTimeoutMs: values['lock-timeout-ms'] ? Number(values['lock-timeout-ms']) : undefined,
});

if (values.seed) {
  try {
    loadSeed(fs, JSON.parse(await readFile(values.seed, 'utf8')) as Record<string, unknown>);
  } catch (err) {
    await fs.stop();
    throw err;
  }
}

console.log(`firestore grpc=${values.host}:${fs.grpcPort} rest=http://${values.host}:${fs.restPort}`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  void fs.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
