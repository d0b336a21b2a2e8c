/**
 * The flood bench's stand-in for production's separate machines (issue 34): on Cloud Run each function's instances
 * have CPUs of their own, while on this machine every emulated function shares the same cores. `pinAiWorkers`
 * gives the `aiApi` function's emulator workers one core and everything else of the stack (the emulators, the
 * `api` workers, this process) the other, with `taskset`, until `release()`. The flood's candidates (floodClients.ts)
 * go with `aiApi`: theirs is the flood's side. Linux with ≥ 2 cores and util-linux's
 * `taskset` only: elsewhere it answers why not.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { FLOOD_CLIENT_ENV } from './floodClients';

const STACK_CORE = '0x1';
const AI_CORE = '0x2';

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // the process ended meanwhile
  }
}

/** This process's descendants (the stack it started: emulators, their workers, the browser if any). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The parent is the 4th field of /proc/PID/stat, after the command in parentheses (which may hold spaces).
    const stat = readOr(`/proc/${entry}/stat`);
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(parent)) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [root]; queue.length > 0;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

const functionOf = (pid: number) =>
  /(?:^|\0)FUNCTION_TARGET=([^\0]*)/.exec(readOr(`/proc/${pid}/environ`))?.[1] ?? null;
/** The flood's candidates (floodClients.ts): production's are elsewhere, so they go with the flood, not the stack. */
const isFloodClient = (pid: number) =>
  new RegExp(`(?:^|\0)${FLOOD_CLIENT_ENV}=1(?:\0|$)`).test(readOr(`/proc/${pid}/environ`));

const pin = (pid: number, mask: string) =>
  spawnSync('taskset', ['-a', '-p', mask, String(pid)], { stdio: 'ignore' }).status === 0;

export interface Pinning {
  release(): void;
}

/** Why pinning cannot run here, or null when it can. */
export function pinningUnavailable(): string | null {
  if (process.platform !== 'linux') return 'solo en Linux';
  if (availableParallelism() < 2) return 'hacen falta 2 núcleos';
  if (spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status !== 0) return 'falta taskset';
  return null;
}

/** Google's Firestore emulator (a JVM; the embedded fallback runs in the stack's own process and is not moved). */
const isFirestoreEmulator = (pid: number) => readOr(`/proc/${pid}/cmdline`).includes('firestore-emulator');

/**
 * Pins now and every 200 ms (the emulator starts a worker per concurrent request) until released. With
 * `firestore`, the Firestore emulator goes to the `aiApi` core too: production's Firestore is a service of its own,
 * and on two cores the nearest stand-in is to keep the flood's writes off the dashboard function's core (the
 * dashboard's reads then wait on the flooded core, which only makes its figure worse).
 */
export function pinAiWorkers(options: { firestore?: boolean } = {}): Pinning {
  const pinned = new Map<number, string>();
  const sweep = () => {
    for (const pid of [process.pid, ...descendants(process.pid)]) {
      const withFlood =
        functionOf(pid) === 'aiApi' || isFloodClient(pid) || (options.firestore === true && isFirestoreEmulator(pid));
      const mask = withFlood ? AI_CORE : STACK_CORE;
      if (pinned.get(pid) !== mask && pin(pid, mask)) pinned.set(pid, mask);
    }
  };
  sweep();
  const timer = setInterval(sweep, 200);
  return {
    release() {
      clearInterval(timer);
      for (const pid of pinned.keys()) pin(pid, '0x3');
    },
  };
}
