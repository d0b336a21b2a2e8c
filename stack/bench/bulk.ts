/**
 * Issue 32: a bulk action on 500 candidates, measured on the local stack. One vacancy with 500 applications
 * (written straight into Firestore, as stack/bench/dashboard.ts writes them), then, as the candidate list's
 * «Seleccionar todos los que coinciden» sends it:
 * - «Descartar» with the rejection email on all 500, a slice per request as the web sends it: the whole time, the
 *   slowest request (each must end well inside the function's timeout), how many were done, the emails queued;
 * - the same request again (a retry after a lost answer): its time, and that nothing was done twice.
 * `npm run bench` runs it on the bench's stack; `npx tsx stack/bench/bulk.ts` starts its own (build first).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { BULK_BATCH, BULK_CONCURRENCY, BULK_MAX } from '@clara/domain/recruiting/bulk/model';
import { startStack, type Stack } from '../stack';
import { seedCompany } from './dashboard';

interface BulkAnswer {
  results: { applicationId: string; outcome: 'done' | 'failed'; message: string }[];
  next: number | null;
  total: number;
}

export interface BulkMeasure {
  candidates: number;
  firstMs: number;
  requests: number;
  slowestMs: number;
  done: number;
  failed: string[];
  retryMs: number;
  retryDone: number;
  rejectionsQueued: number;
  /** The vacancy's Descartado counter after it. */
  discardedCount: number;
}

/** The whole action as the web runs it: a slice per request, from where the last answer said, until none is left. */
async function bulk(stack: Stack, token: string, vacancyId: string, body: object) {
  const start = performance.now();
  const results: BulkAnswer['results'] = [];
  let requests = 0;
  let slowestMs = 0;
  for (let from: number | null = 0; from !== null; requests++) {
    const sliceStart = performance.now();
    const response = await fetch(`${stack.url}/api/vacancies/${vacancyId}/bulk`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, from }),
    });
    if (!response.ok) throw new Error(`bulk: HTTP ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as BulkAnswer;
    slowestMs = Math.max(slowestMs, performance.now() - sliceStart);
    results.push(...answer.results);
    from = answer.next;
  }
  return { ms: performance.now() - start, requests, slowestMs, answer: { results } };
}

export async function measureBulk(stack: Stack): Promise<BulkMeasure> {
  const company = await seedCompany(stack, 1, BULK_MAX, 0);
  const vacancyId = company.vacancyIds[0]!;
  const body = {
    requestId: randomUUID(),
    target: { all: true },
    action: {
      kind: 'reject',
      notes: 'Cerramos el proceso de esta vacante.',
      candidateEmail: {
        template: {
          subject: 'Tu postulación a {vacante}',
          body: 'Hola {nombre}: gracias por tu interés en {vacante}. Esta vez seguimos con otras personas.',
        },
        delayHours: 0,
      },
    },
  };
  const first = await bulk(stack, company.token, vacancyId, body);
  const retry = await bulk(stack, company.token, vacancyId, body);

  const { getApps } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps().find((a) => a.name === 'bench')!;
  const outbox = await getFirestore(app).collection('outbox').where('companyId', '==', company.companyId).get();
  const vacancy = await getFirestore(app).doc(`vacancies/${vacancyId}`).get();
  const done = (answer: Pick<BulkAnswer, 'results'>) => answer.results.filter((r) => r.outcome === 'done').length;
  return {
    candidates: first.answer.results.length,
    firstMs: first.ms,
    requests: first.requests,
    slowestMs: first.slowestMs,
    done: done(first.answer),
    failed: first.answer.results.filter((r) => r.outcome === 'failed').map((r) => r.message),
    retryMs: retry.ms,
    retryDone: done(retry.answer),
    rejectionsQueued: outbox.size,
    discardedCount: Number(vacancy.get('counts.byStatus.Descartado') ?? NaN),
  };
}

export function printBulk(measure: BulkMeasure): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nBulk rejection with email (issue 32), ${measure.candidates} candidates in ${measure.requests} requests of ${BULK_BATCH}, ${BULK_CONCURRENCY} at a time: ${s(measure.firstMs)} (slowest request ${s(measure.slowestMs)}) (${(measure.firstMs / Math.max(1, measure.candidates)).toFixed(0)} ms each), ${measure.done} done, ${measure.failed.length} failed${measure.failed.length ? ` (${[...new Set(measure.failed)].join('; ')})` : ''}, ${measure.rejectionsQueued} emails in the outbox, the vacancy's Descartado counter ${measure.discardedCount}; the same request again: ${s(measure.retryMs)}, ${measure.retryDone} reported done, none acted on twice`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stack = await startStack({ freePorts: true });
  try {
    printBulk(await measureBulk(stack));
  } finally {
    await stack.stop();
  }
}
