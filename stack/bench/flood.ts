/**
 * Issue 34: a flood of anonymous practice chats while a recruiter loads the dashboard, on a stack of its own.
 * The dashboard's load (GET /api/vacancy-summaries and a vacancy's first page of candidates, at once, as the
 * page asks) is timed 30 times idle, then during a flood of /api/chat turns sent through Hosting (the `aiApi`
 * function, as deployed), then during the same flood sent to the `api` function itself (one pool for both, as
 * before the split). p50/p95 of each; the split's promise is the second p95 within 2× the idle one.
 * On this machine both functions share its cores, which production's separate instances do not: the last two rows
 * time idle and the Hosting flood again with the `aiApi` workers on a core of their own (stack/bench/pinning.ts).
 * `npm run bench` runs it (CLARA_BENCH_FLOOD=0 skips it); `npx tsx stack/bench/flood.ts` alone (build first).
 */
import { fileURLToPath } from 'node:url';
import { STRONG_ANSWERS } from '../../functions/src/interview/testing/fixtures';
import { startStack, type Stack } from '../stack';
import { pinAiWorkers, pinningUnavailable } from './pinning';
import { seedCompany } from './dashboard';

const LOADS = 30;
/** Concurrent anonymous chats: bounded, on the loopback (CLARA_BENCH_FLOODERS, 8 unless set). */
const FLOODERS = Number(process.env.CLARA_BENCH_FLOODERS) || 8;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`flood: POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One anonymous candidate practising without pause: a new practice whenever the last one finishes. */
async function practiseUntil(stack: Stack, chatUrl: string, stop: { done: boolean }, sent: { turns: number }) {
  while (!stop.done) {
    const code = String(
      (await post(`${stack.url}/api/generate-practice`, { interviewFocus: 'practice' })).chatSessionId,
    );
    for (let index = 0; !stop.done; index += 1) {
      const message = STRONG_ANSWERS[index % STRONG_ANSWERS.length];
      const answer = await post(chatUrl, { message, chatSessionId: code, status: 'In progress' });
      sent.turns += 1;
      if (answer.status === 'Finished') break;
    }
  }
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
  pinned: { idle: FloodFigures; split: FloodFigures } | { unavailable: string };
}

async function during(stack: Stack, chatUrl: string | null, token: string, vacancyId: string): Promise<FloodFigures> {
  const stop = { done: false };
  const sent = { turns: 0 };
  const flooders = chatUrl ? Array.from({ length: FLOODERS }, () => practiseUntil(stack, chatUrl, stop, sent)) : [];
  // Let the flood reach its pace (and the functions their instances) before measuring.
  if (chatUrl) await new Promise((resolve) => setTimeout(resolve, 5_000));
  const started = performance.now();
  const turnsBefore = sent.turns;
  const samples = await loads(stack, token, vacancyId);
  const seconds = (performance.now() - started) / 1000;
  stop.done = true;
  await Promise.all(flooders);
  return {
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    turnsPerSecond: chatUrl ? (sent.turns - turnsBefore) / seconds : null,
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

async function pinnedFigures(stack: Stack, token: string, vacancyId: string): Promise<FloodBench['pinned']> {
  const unavailable = pinningUnavailable();
  if (unavailable) return { unavailable };
  const pinning = pinAiWorkers();
  try {
    const idle = await during(stack, null, token, vacancyId);
    return { idle, split: await during(stack, `${stack.url}/api/chat`, token, vacancyId) };
  } finally {
    pinning.release();
  }
}

export function printFlood({ idle, split, onePool, pinned }: FloodBench): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const row = (label: string, figures: FloodFigures, base = idle) =>
    console.log(
      `  ${label.padEnd(44)} p50 ${ms(figures.p50).padStart(7)}  p95 ${ms(figures.p95).padStart(7)}  (${(figures.p95 / base.p95).toFixed(2)}× idle p95)${figures.turnsPerSecond === null ? '' : `  ${figures.turnsPerSecond.toFixed(1)} chat turns/s`}`,
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
