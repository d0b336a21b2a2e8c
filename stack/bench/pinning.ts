/**
 * The flood bench's stand-in for production's separate machines (issue 34): on Cloud Run each function's instances
 * have CPUs of their own, while on this machine every emulated function shares the same cores. `pinAiWorkers`
 * gives the `aiApi` function's emulator workers one core and everything else of the stack (the emulators, the
 * `api` workers, this process) the other, with `taskset`, until `release()`. Linux with ≥ 2 cores and util-linux's
 * `taskset` only: elsewhere it answers why not.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

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

/** Pins now and every 200 ms (the emulator starts a worker per concurrent request) until released. */
export function pinAiWorkers(): Pinning {
  const pinned = new Map<number, string>();
  const sweep = () => {
    for (const pid of [process.pid, ...descendants(process.pid)]) {
      const mask = functionOf(pid) === 'aiApi' ? AI_CORE : STACK_CORE;
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
