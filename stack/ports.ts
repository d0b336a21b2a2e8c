import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Ports for stacks started beside others (tests, benches) come in blocks reserved by an atomic mkdir, from below
 * Linux's ephemeral range (32768–60999). A port the OS hands out for `listen(0)` and then frees could be taken, before
 * the emulator binds it, by another stack of the same run or by any outgoing connection's local port: CI saw
 * "Could not start Logging Emulator, port taken" that way.
 */
const FIRST_PORT = 20_000;
const LAST_PORT = 32_000;
const BLOCK_SIZE = 16;
const LOCKS = join(tmpdir(), 'clara-stack-ports');

/** True when nothing listens on `port` of 127.0.0.1 now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readPid = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/** Takes the block's lock, or frees a lock whose process has ended and takes it; false when another holds it. */
export function lockBlock(dir: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(process.pid));
      return true;
    } catch {
      // No pid file yet: its owner is between its mkdir and its write, and holds the block.
      const owner = readPid(join(dir, 'pid'));
      if (owner === null || alive(owner)) return false;
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return false;
}

/** A port the OS reports free on 127.0.0.1 right now (for a port where nothing listens; stacks reserve blocks). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PortBlock {
  ports: number[];
  release(): void;
}

/** `count` consecutive free ports (≤ 16), held for this process until `release()` or its end. */
export async function reservePorts(count: number): Promise<PortBlock> {
  if (count > BLOCK_SIZE) throw new Error(`reservePorts: at most ${BLOCK_SIZE} ports`);
  mkdirSync(LOCKS, { recursive: true });
  const blocks = Math.floor((LAST_PORT - FIRST_PORT) / BLOCK_SIZE);
  const start = Math.floor(Math.random() * blocks);
  for (let i = 0; i < blocks; i++) {
    const base = FIRST_PORT + ((start + i) % blocks) * BLOCK_SIZE;
    const dir = join(LOCKS, String(base));
    if (!lockBlock(dir)) continue;
    const ports = Array.from({ length: count }, (_, offset) => base + offset);
    if ((await Promise.all(ports.map(bindable))).every(Boolean))
      return { ports, release: () => rmSync(dir, { recursive: true, force: true }) };
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('No hay un bloque de puertos libre para la pila local.');
}

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  /** The Firestore port firebase-admin (gRPC) uses; the official emulator serves REST on it too. */
  firestore: number;
  /** The embedded backend's REST front for the browser's firestore/lite. */
  firestoreRest: number;
  hub: number;
  /** The mail catcher (maildev): SMTP, and its web inbox + REST API. */
  mailSmtp: number;
  mailWeb: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** Google's Pub/Sub emulator: the scheduled functions' topics (the local scheduler publishes to them). */
  pubsub: number;
  /** The official Firestore emulator's websocket (its UI's; fixed at 9150 otherwise, shared by concurrent stacks). */
  firestoreWebsocket: number;
}

/** The fixed ports `npm start` uses (firebase.json's), so the app's URL is always the same. */
export const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  firestoreRest: 8081,
  hub: 4400,
  mailSmtp: 1025,
  mailWeb: 1080,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  pubsub: 8085,
  firestoreWebsocket: 9150,
};

/** A stack's ports from a reserved block (reservePorts), and the block's release for the stack's stop. */
export async function freePorts(): Promise<{ ports: StackPorts; release(): void }> {
  const keys = Object.keys(DEFAULT_PORTS);
  const block = await reservePorts(keys.length);
  const ports = Object.fromEntries(keys.map((key, index) => [key, block.ports[index]])) as unknown as StackPorts;
  return { ports, release: block.release };
}
