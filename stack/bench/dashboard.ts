/**
 * The dashboard at real size (issue 11), measured on the local stack in one run:
 * - one company with 100 vacancies × 100 applications (10,000) and 1,000 company interviews, written straight
 *   into the stack's Firestore through firebase-admin, as the code stores them (listing fields, counters);
 * - bytes and time of the dashboard's first call (GET /api/vacancy-summaries) against GET /api/vacancies on the
 *   same data (targets ≤ 0.05× the bytes, ≤ 0.2× the time);
 * - time to the first rendered vacancy list in Chromium, signed in as that company's member;
 * - documents read by opening a vacancy's first page of candidates when the company has 100 applications and
 *   when it has 10,000 (counted by the embedded Firestore, not timed: it scans collections).
 * `npm run bench` runs it on the bench's stack; `npx tsx stack/bench/dashboard.ts` starts its own (build first).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Request } from 'playwright-core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@clara/domain';
import { candidateSearchPrefixes, candidateStatusRank } from '@clara/domain/recruiting/pipeline/keys';
import { emptyVacancyCounts } from '@clara/domain/recruiting/pipeline/model';
import { startStack, type Stack } from '../stack';

const API_KEY = 'demo-api-key';
const PASSWORD = 'secreto-123';
const FIRST_NAMES = ['Ana', 'Luis', 'María', 'Jorge', 'Lucía', 'Pedro', 'Sofía', 'Diego', 'Elena', 'Tomás'];
const LAST_NAMES = ['García', 'Pérez', 'Rodríguez', 'Torres', 'Ramírez', 'Flores', 'Vargas', 'Castro'];
const CV =
  'Ocho años de experiencia en desarrollo web con TypeScript, React y Node.js. Lideró la migración de un monolito a servicios, diseñó APIs REST y GraphQL, y acompañó a un equipo de cinco personas. Inglés avanzado. Licenciatura en Ingeniería de Sistemas. Certificaciones en la nube y experiencia con PostgreSQL, Redis y colas de mensajes.';

interface Company {
  email: string;
  companyId: string;
  token: string;
  vacancyIds: string[];
}

/** What seeding needs of a stack (the bench's own, or a test's). */
type SeedTarget = Pick<Stack, 'url' | 'authHost' | 'projectId' | 'firestoreHost'>;

async function signUp(stack: SeedTarget, email: string): Promise<string> {
  const response = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`signUp: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function api(stack: Stack, path: string, token: string, body?: unknown) {
  const start = performance.now();
  const response = await fetch(`${stack.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return { bytes, ms };
}

/** A company registered through the API, with `vacancies` × `perVacancy` applications written directly. */
export async function seedCompany(
  stack: SeedTarget,
  vacancies: number,
  perVacancy: number,
  interviewsPerVacancy: number,
) {
  const email = `bench-${randomUUID().slice(0, 8)}@empresa.test`;
  const token = await signUp(stack, email);
  const registered = await fetch(`${stack.url}/api/register-company`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ companyName: `Empresa de prueba ${vacancies * perVacancy}` }),
  });
  const companyId = ((await registered.json()) as { id: string }).id;

  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  const app = getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: stack.projectId }, 'bench');
  const db = getFirestore(app);
  let batch = db.batch();
  let pending = 0;
  const write = async (path: string, data: Record<string, unknown>) => {
    batch.set(db.doc(path), data);
    if (++pending === 400) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  };

  const base = Math.floor(Date.now() / 1000) - 90 * 86_400;
  const vacancyIds: string[] = [];
  for (let v = 0; v < vacancies; v++) {
    const vacancyId = `bench-${companyId.slice(0, 8)}-v${v}`;
    vacancyIds.push(vacancyId);
    const counts = emptyVacancyCounts();
    for (let a = 0; a < perVacancy; a++) {
      const id = `${vacancyId}-a${a}`;
      const interviewed = a < interviewsPerVacancy;
      const status: ApplicationStatus = interviewed
        ? a % 2
          ? 'Evaluar'
          : 'Entrevista'
        : (APPLICATION_STATUSES[[0, 0, 0, 6, 3, 4, 5][a % 7] ?? 0] ?? 'Nueva');
      const name = `${FIRST_NAMES[a % FIRST_NAMES.length]} ${LAST_NAMES[(a + v) % LAST_NAMES.length]} ${a}`;
      const candidateEmail = `candidato${v}-${a}@correo.test`;
      const createdAt = base + v * 3600 + a * 60;
      const code = interviewed ? randomUUID() : null;
      counts.applications += 1;
      counts.byStatus[status] += 1;
      if (code) counts.interviews += 1;
      await write(`applications/${id}`, {
        companyId,
        vacancyId,
        candidateId: `cand-${id}`,
        name,
        email: candidateEmail,
        phoneNumber: '99 123 4567',
        countryCode: '+593',
        linkedin: `https://www.linkedin.com/in/${id}`,
        cv: CV,
        status,
        statusRank: candidateStatusRank(status),
        searchPrefixes: candidateSearchPrefixes(name, candidateEmail),
        statusHistory: [
          { id: randomUUID(), status: 'Nueva', date: createdAt, notes: 'Postulación recibida.', by: null },
          ...(status === 'Nueva' ? [] : [{ id: randomUUID(), status, date: createdAt + 600, notes: '', by: null }]),
        ],
        interviewId: code ? `company_interviews/${code}` : null,
        createdAt,
      });
      if (code) {
        // The chat as the product stores it (domain/chat/messages.ts): Clara's turns are 'system', times in ms.
        const chatHistory = Array.from({ length: 12 }, (_, i) => ({
          type: i % 2 ? 'user' : 'system',
          text:
            i % 2
              ? 'Trabajé cuatro años con equipos distribuidos en proyectos de pagos.'
              : '¿Qué logro de tu último puesto destacarías y por qué?',
          timestamp: (createdAt + 700 + i * 30) * 1000,
        }));
        await write(`company_interviews/${code}`, {
          status: 'Finished',
          chatHistory,
          createdAt: createdAt + 650,
          updatedAt: createdAt + 1100,
          interviewDate: createdAt + 700,
          hasAnalysis: true,
        });
        await write(`interview_private/${code}`, {
          companyId,
          vacancyId,
          applicationId: id,
          candidateId: `cand-${id}`,
          score: 7,
          overall: 'Comunicación clara y experiencia pertinente; profundizar en liderazgo técnico.',
        });
      }
    }
    await write(`vacancies/${vacancyId}`, {
      companyId,
      title: `Vacante ${v + 1}`,
      description: 'Desarrollo de producto en un equipo ágil. Requisitos: TypeScript, React, Node.js.',
      status: v % 10 === 9 ? 'Cerrada' : 'Activa',
      createdAt: base + v * 3600,
      workplaceType: 'Remote',
      employeeLocation: 'Quito, Ecuador',
      country: 'EC',
      jobType: 'Full time',
      comments: '',
      counts,
      countersVersion: 1,
    });
  }
  if (pending) await batch.commit();
  return { email, companyId, token, vacancyIds } satisfies Company;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(stack: Stack, path: string, token: string, runs: number) {
  await api(stack, path, token); // warm the function instance
  const samples: { bytes: number; ms: number }[] = [];
  for (let i = 0; i < runs; i++) samples.push(await api(stack, path, token));
  return { bytes: samples[0]?.bytes ?? 0, ms: median(samples.map((s) => s.ms)) };
}

/** Documents the embedded Firestore answers while one call runs (nothing else runs during the bench). */
async function readsOf(stack: Stack, path: string, token: string): Promise<number | null> {
  await api(stack, path, token);
  const before = stack.documentsRead();
  await api(stack, path, token);
  const after = stack.documentsRead();
  return before === null || after === null ? null : after - before;
}

interface TimedRequest {
  url: string;
  start: number;
  end: number;
}

/**
 * Issue 34: how many rounds the page's API requests took: a request is in round k + 1 when it started after one of
 * round k had answered (it may have waited for it); requests started together are one round.
 */
export function requestRounds(requests: TimedRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const round = new Map<TimedRequest, number>();
  for (const request of sorted) {
    const before = sorted.filter((other) => other !== request && other.end <= request.start);
    round.set(request, 1 + Math.max(0, ...before.map((other) => round.get(other) ?? 0)));
  }
  return Math.max(0, ...round.values());
}

/** The API requests a page load makes, with when each started and answered, until `stop()`. */
function recordApiRequests(page: Page): { stop(): TimedRequest[] } {
  const requests: TimedRequest[] = [];
  const open = new Map<Request, TimedRequest>();
  const done = (request: Request) => {
    const timed = open.get(request);
    if (timed) timed.end = performance.now();
  };
  const started = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const timed = { url: new URL(request.url()).pathname, start: performance.now(), end: Infinity };
    open.set(request, timed);
    requests.push(timed);
  };
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      return requests;
    },
  };
}

export async function firstVacancyListMs(
  stack: Stack,
  email: string,
): Promise<{ ms: number; requests: number; rounds: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ baseURL: stack.url });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    await page.locator('.rc-vacancy-title').first().waitFor({ timeout: 120_000 });
    const samples: number[] = [];
    let last: TimedRequest[] = [];
    for (let i = 0; i < 3; i++) {
      const recording = recordApiRequests(page);
      const start = performance.now();
      await page.goto('/dashboard');
      await page.locator('.rc-vacancy-title').first().waitFor({ timeout: 120_000 });
      samples.push(performance.now() - start);
      // The requests the page makes once its list is on screen (the header's, the panels').
      await page.waitForLoadState('networkidle');
      last = recording.stop();
    }
    return { ms: median(samples), requests: last.length, rounds: requestRounds(last) };
  } finally {
    await browser.close();
  }
}

export interface DashboardBench {
  summaries: { bytes: number; ms: number };
  vacancies: { bytes: number; ms: number };
  firstListMs: number;
  /** Issue 34: the dashboard's API requests on a load, and in how many rounds they ran. */
  dashboardRequests: { requests: number; rounds: number };
  readsSmall: number | null;
  readsLarge: number | null;
  readsSummaries: number | null;
  readsVacancies: number | null;
  /** Issue 23: GET /api/funnel, companies of 10 × 10 and 100 × 100 applications. */
  funnel: { small: FunnelReads; large: FunnelReads };
}

interface FunnelReads {
  /** The first call of a company from before the funnel: its sums computed from its histories, once. */
  firstCall: number | null;
  /** Every later call, for the last 12 months and for all time. */
  year: number | null;
  all: number | null;
}

async function funnelReads(stack: Stack, token: string): Promise<FunnelReads> {
  const before = stack.documentsRead();
  await api(stack, '/funnel?period=all', token);
  const after = stack.documentsRead();
  return {
    firstCall: before === null || after === null ? null : after - before,
    year: await readsOf(stack, '/funnel?period=year', token),
    all: await readsOf(stack, '/funnel?period=all', token),
  };
}

export async function measureDashboard(stack: Stack): Promise<DashboardBench> {
  console.log('\nDashboard at real size: seeding 100 vacancies × 100 applications (+1,000 interviews) and 1 × 100…');
  const large = await seedCompany(stack, 100, 100, 10);
  const small = await seedCompany(stack, 1, 100, 10);
  const tiny = await seedCompany(stack, 10, 10, 1);
  const summaries = await timed(stack, '/vacancy-summaries', large.token, 5);
  const vacancies = await timed(stack, '/vacancies', large.token, 3);
  const firstPage = (company: Company) => `/vacancies/${company.vacancyIds[0]}/candidates`;
  return {
    summaries,
    vacancies,
    ...(await firstVacancyListMs(stack, large.email).then(({ ms, requests, rounds }) => ({
      firstListMs: ms,
      dashboardRequests: { requests, rounds },
    }))),
    readsSmall: await readsOf(stack, firstPage(small), small.token),
    readsLarge: await readsOf(stack, firstPage(large), large.token),
    readsSummaries: await readsOf(stack, '/vacancy-summaries', large.token),
    readsVacancies: await readsOf(stack, '/vacancies', large.token),
    funnel: { small: await funnelReads(stack, tiny.token), large: await funnelReads(stack, large.token) },
  };
}

export function printDashboard(result: DashboardBench): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const byteRatio = result.summaries.bytes / result.vacancies.bytes;
  const timeRatio = result.summaries.ms / result.vacancies.ms;
  const reads = (n: number | null) => (n === null ? 'n/a (official emulator)' : String(n));
  const rows: [string, string, string][] = [
    ['GET /api/vacancies (10,000 applications)', kb(result.vacancies.bytes), `${result.vacancies.ms.toFixed(0)} ms`],
    ['GET /api/vacancy-summaries (first load)', kb(result.summaries.bytes), `${result.summaries.ms.toFixed(0)} ms`],
    [
      'ratio summaries / vacancies',
      `${byteRatio.toFixed(4)}x (target <= 0.05x)`,
      `${timeRatio.toFixed(3)}x (target <= 0.2x)`,
    ],
    ['Chromium: /dashboard to first vacancy row', '', `${result.firstListMs.toFixed(0)} ms (median of 3, warm)`],
    [
      'Chromium: /dashboard API requests',
      '',
      `${result.dashboardRequests.requests} in ${result.dashboardRequests.rounds} round(s)`,
    ],
  ];
  console.log('\nDashboard at real size (local stack; bytes uncompressed, times median of warm calls)');
  for (const [what, bytes, time] of rows) console.log(`  ${what.padEnd(46)} ${bytes.padEnd(28)} ${time}`);
  console.log('  Documents read (embedded Firestore):');
  console.log(`    first candidates page, company of 100 applications      ${reads(result.readsSmall)}`);
  console.log(`    first candidates page, company of 10,000 applications   ${reads(result.readsLarge)}`);
  console.log(`    GET /api/vacancy-summaries (100 vacancies)               ${reads(result.readsSummaries)}`);
  console.log(`    GET /api/vacancies (100 vacancies, 10,000 applications)  ${reads(result.readsVacancies)}`);
  const { small, large } = result.funnel;
  console.log('  GET /api/funnel, documents read (10 × 10 vs 100 × 100 applications; flat once the sums exist):');
  console.log(`    period=year (12 months)    ${reads(small.year).padEnd(8)} vs ${reads(large.year)}`);
  console.log(`    period=all                 ${reads(small.all).padEnd(8)} vs ${reads(large.all)}`);
  console.log(
    `    first call of a company from before the funnel (sums computed once)  ${reads(small.firstCall)} vs ${reads(large.firstCall)}`,
  );
}

// `npx tsx stack/bench/dashboard.ts`: its own stack.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await startStack({ freePorts: true });
  try {
    printDashboard(await measureDashboard(stack));
  } finally {
    await stack.stop();
  }
}
