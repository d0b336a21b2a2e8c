/**
 * Issue 34: a flood of anonymous practice chats while a recruiter loads the dashboard, on a stack of its own.
 * The dashboard's load (GET /api/vacancy-summaries and a vacancy's first page of candidates, at once, as the
 * page asks) is timed 30 times idle, then during a flood of /api/chat turns sent through Hosting (the `aiApi`
 * function, as deployed), then during the same flood sent to the `api` function itself (one pool for both, as
 * before the split). p50/p95 of each; the split's promise is the second p95 within 2× the idle one.
 * On this machine both functions share its cores, which production's separate instances do not: the last two rows
 * time idle and the Hosting flood again with the `aiApi` workers on a core of their own (stack/bench/pinning.ts).
 * The flooding candidates run in a process of their own (floodClients.ts), which the pinned rows put on that core:
 * in production their HTTP work is on their own machines, not beside the dashboard's. The last two rows move the
 * Firestore emulator there too (production's Firestore is a service of its own).
 * `npm run bench` runs it (CLARA_BENCH_FLOOD=0 skips it); `npx tsx stack/bench/flood.ts` alone (build first).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from '../stack';
import { pinAiWorkers, pinningUnavailable } from './pinning';
import { seedCompany } from './dashboard';
import { FLOOD_CLIENT_ENV, post } from './floodClients';

const LOADS = 30;
/** Concurrent anonymous chats: bounded, on the loopback (CLARA_BENCH_FLOODERS, 8 unless set). */
const FLOODERS = Number(process.env.CLARA_BENCH_FLOODERS) || 8;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

interface FloodClients {
  /** Chat turns answered so far. */
  turns(): Promise<number>;
  /** Stops the candidates after their current turn; answers the turns answered in all. */
  stop(): Promise<number>;
}

/** FLOODERS anonymous candidates chatting at `chatUrl`, in a process of their own (floodClients.ts says why). */
function startFloodClients(stack: Stack, chatUrl: string): FloodClients {
  const child = fork(
    fileURLToPath(new URL('./floodClients.ts', import.meta.url)),
    [stack.url, chatUrl, String(FLOODERS)],
    {
      env: { ...process.env, [FLOOD_CLIENT_ENV]: '1' },
    },
  );
  const waiting: Array<(turns: number) => void> = [];
  child.on('message', (message: { turns: number }) => waiting.shift()?.(message.turns));
  const ask = (request: 'turns' | 'stop') =>
    new Promise<number>((resolve, reject) => {
      waiting.push(resolve);
      child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`flood: clients exited ${code}`))));
      child.send(request);
    });
  return { turns: () => ask('turns'), stop: () => ask('stop') };
}

/** The dashboard's two first calls at once, as the page makes them; ms until both answered. */
async function dashboardLoad(stack: Stack, token: string, vacancyId: string): Promise<number> {
  const start = performance.now();
  const get = async (path: string) => {
    const response = await fetch(`${stack.url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`flood: GET ${path} answered ${response.status}`);
  };
  await Promise.all([get('/vacancy-summaries'), get(`/vacancies/${vacancyId}/candidates`)]);
  return performance.now() - start;
}

async function loads(stack: Stack, token: string, vacancyId: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < LOADS; i++) samples.push(await dashboardLoad(stack, token, vacancyId));
  return samples;
}

export interface FloodFigures {
  p50: number;
  p95: number;
  /** Chat turns answered per second during the measurement (null when idle). */
  turnsPerSecond: number | null;
}
export interface FloodBench {
  idle: FloodFigures;
  split: FloodFigures;
  onePool: FloodFigures;
  /** Idle and the Hosting flood with `aiApi`'s workers on a core of their own; or why that cannot run here. */
  pinned:
    | {
        idle: FloodFigures;
        split: FloodFigures;
        /** The same with the Firestore emulator on the `aiApi` core too. */
        withFirestore: { idle: FloodFigures; split: FloodFigures };
      }
    | { unavailable: string };
}

async function during(stack: Stack, chatUrl: string | null, token: string, vacancyId: string): Promise<FloodFigures> {
  const flood = chatUrl ? startFloodClients(stack, chatUrl) : null;
  // Let the flood reach its pace (and the functions their instances) before measuring.
  if (flood) await new Promise((resolve) => setTimeout(resolve, 5_000));
  const started = performance.now();
  const turnsBefore = flood ? await flood.turns() : 0;
  const samples = await loads(stack, token, vacancyId);
  const seconds = (performance.now() - started) / 1000;
  const turnsAfter = flood ? await flood.stop() : 0;
  return {
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    turnsPerSecond: flood ? (turnsAfter - turnsBefore) / seconds : null,
  };
}

export async function measureFlood(stack: Stack): Promise<FloodBench> {
  const company = await seedCompany(stack, 5, 40, 10);
  const vacancyId = company.vacancyIds[0]!;
  await loads(stack, company.token, vacancyId); // warm both functions' first instances
  await post(`${stack.url}/api/generate-practice`, { interviewFocus: 'practice' });
  const idle = await during(stack, null, company.token, vacancyId);
  const split = await during(stack, `${stack.url}/api/chat`, company.token, vacancyId);
  const apiFunctionChat = stack.aiFunctionUrl.replace(/\/aiApi$/, '/api') + '/api/chat';
  const onePool = await during(stack, apiFunctionChat, company.token, vacancyId);
  return { idle, split, onePool, pinned: await pinnedFigures(stack, company.token, vacancyId) };
}

/** Idle and the Hosting flood, pinned (pinning.ts). */
async function pinnedPair(stack: Stack, token: string, vacancyId: string, firestore: boolean) {
  const pinning = pinAiWorkers({ firestore });
  try {
    const idle = await during(stack, null, token, vacancyId);
    return { idle, split: await during(stack, `${stack.url}/api/chat`, token, vacancyId) };
  } finally {
    pinning.release();
  }
}

async function pinnedFigures(stack: Stack, token: string, vacancyId: string): Promise<FloodBench['pinned']> {
  const unavailable = pinningUnavailable();
  if (unavailable) return { unavailable };
  const aiCore = await pinnedPair(stack, token, vacancyId, false);
  const withFirestore = await pinnedPair(stack, token, vacancyId, true);
  return { ...aiCore, withFirestore };
}

export function printFlood({ idle, split, onePool, pinned }: FloodBench): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const row = (label: string, figures: FloodFigures, base = idle) =>
    console.log(
      `  ${label.padEnd(50)} p50 ${ms(figures.p50).padStart(7)}  p95 ${ms(figures.p95).padStart(7)}  (${(figures.p95 / base.p95).toFixed(2)}× idle p95)${figures.turnsPerSecond === null ? '' : `  ${figures.turnsPerSecond.toFixed(1)} chat turns/s`}`,
    );
  console.log(
    `\nFlood (issue 34): the dashboard's load (2 calls at once), ${LOADS} times, ${FLOODERS} anonymous chats`,
  );
  row('idle', idle);
  row('flood through Hosting (aiApi, its own pool)', split);
  row('flood at the api function (one pool, before)', onePool);
  if ('unavailable' in pinned) {
    console.log(`  aiApi on a core of its own: not measured (${pinned.unavailable})`);
    return;
  }
  row('idle, aiApi on a core of its own', pinned.idle, pinned.idle);
  row('flood through Hosting, aiApi on its own core', pinned.split, pinned.idle);
  const { withFirestore } = pinned;
  row('idle, aiApi and Firestore on that core', withFirestore.idle, withFirestore.idle);
  row('flood through Hosting, aiApi and Firestore there', withFirestore.split, withFirestore.idle);
}

// `npx tsx stack/bench/flood.ts`: its own stack.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await startStack({ freePorts: true, functionsEnv: { CLARA_LIMITS_SCALE: '1000' }, scheduler: false });
  try {
    printFlood(await measureFlood(stack));
  } finally {
    await stack.stop();
  }
}
