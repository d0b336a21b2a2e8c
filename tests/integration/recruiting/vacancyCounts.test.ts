/**
 * Issue 11: a vacancy's counters, kept in the same transactions as the changes they count, are exact after
 * racing applications and status changes, an interview, the company's erase, the candidate's withdrawal and
 * the purge. Checked against the stored applications, and through GET /api/vacancy-summaries.
 */
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CANDIDATE_DATA_PATH, PRODUCT } from '@clara/domain';
import { adminDb, callApi, callApiAt, stack } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { linkIn, waitForEmail } from '../../support/mailbox';
import {
  applicationInput,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setVacancyStatus,
  type Recruiter,
} from '../../support/recruiting';
import type {
  PURGE_STEPS as PurgeSteps,
  purgeExpiredData as PurgeExpiredData,
} from '../../../functions/src/trust/purge';

let purgeExpiredData: typeof PurgeExpiredData;
let PURGE_STEPS: typeof PurgeSteps;
/**
 * The races go to an app instance in this process, against the stack's Firestore (where the race is): through
 * the Functions emulator's proxy, simultaneous requests time out on this 2-core machine (see the reliability test).
 */
let server: Server | undefined;
let base = '';

beforeAll(async () => {
  await connectFunctionsInProcess();
  process.env.SMTP_URL = stack().mailSmtpUrl;
  ({ purgeExpiredData, PURGE_STEPS } = await import('../../../functions/src/trust/purge'));
  const { createApp } = await import('../../../functions/src/api');
  server = createApp({ namespace: randomUUID() }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  await disconnectFunctionsInProcess();
});

const racing = (path: string, init: Parameters<typeof callApi>[1]) => callApiAt(base, path, init);

async function summary(recruiter: Recruiter, vacancyId: string) {
  const response = await callApi('/vacancy-summaries', { token: recruiter.token });
  expect(response.status).toBe(200);
  return response.body.find((vacancy: { id: string }) => vacancy.id === vacancyId).counts;
}

/** The counters recomputed from what is stored: the applications and the withdrawal lines of the vacancy. */
async function recount(vacancyId: string) {
  const [applications, withdrawals] = await Promise.all([
    adminDb().collection('applications').where('vacancyId', '==', vacancyId).get(),
    adminDb().collection('withdrawals').where('vacancyId', '==', vacancyId).get(),
  ]);
  const byStatus = new Map<string, number>(APPLICATION_STATUSES.map((status) => [status, 0]));
  for (const doc of applications.docs) byStatus.set(doc.get('status'), (byStatus.get(doc.get('status')) ?? 0) + 1);
  return {
    applications: applications.size,
    interviews: applications.docs.filter((doc) => doc.get('interviewId')).length,
    withdrawals: withdrawals.size,
    byStatus: Object.fromEntries(byStatus),
  };
}

const changeStatus = (recruiter: Recruiter, applicationId: string, newStatus: string) =>
  racing('/update-application-status', { body: { applicationId, newStatus, notes: '' }, token: recruiter.token });

async function assign(recruiter: Recruiter, vacancyId: string, applicationId: string) {
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const response = await racing(`/start-${PRODUCT.path}-interview`, {
    body: { applicationId, candidateId, vacancyId },
    token: recruiter.token,
  });
  expect(response.status).toBe(200);
}

describe("a vacancy's counters", () => {
  it('count 20 applications submitted at once, and racing status changes', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const applied = await Promise.all(
      Array.from({ length: 20 }, () => racing('/submit-application', { body: applicationInput(vacancyId) })),
    );
    expect(applied.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = applied.map((a) => a.body.applicationId as string);
    expect(await summary(recruiter, vacancyId)).toEqual(await recount(vacancyId));
    expect((await summary(recruiter, vacancyId)).byStatus.Nueva).toBe(20);

    // Ten applications moved at once, and the same application moved three times at once.
    const [first, ...rest] = ids;
    const moves = await Promise.all([
      ...rest.slice(0, 10).map((id, i) => changeStatus(recruiter, id, i % 2 ? 'Evaluar' : 'Descartado')),
      changeStatus(recruiter, first!, 'Reclutador'),
      changeStatus(recruiter, first!, 'Proceso'),
      changeStatus(recruiter, first!, 'Descartado'),
    ]);
    expect(moves.every((move) => move.status === 200 || move.status === 409)).toBe(true);
    const counts = await summary(recruiter, vacancyId);
    expect(counts).toEqual(await recount(vacancyId));
    expect(counts.applications).toBe(20);
    expect(counts.byStatus.Evaluar).toBe(5);
    expect(Object.values(counts.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('count an interview once, and take an erased or withdrawn candidate off (leaving a withdrawal)', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const interviewed = await applyTo(vacancyId);
    const withdrawing = await applyTo(vacancyId);
    await applyTo(vacancyId);
    await Promise.all([
      assign(recruiter, vacancyId, interviewed.applicationId),
      assign(recruiter, vacancyId, interviewed.applicationId),
    ]);
    expect(await summary(recruiter, vacancyId)).toMatchObject({
      applications: 3,
      interviews: 1,
      byStatus: { Nueva: 2, Entrevista: 1 },
    });

    // The company erases the interviewed candidate, twice at once: counted off once.
    const erased = await Promise.all([
      racing(`/application/${interviewed.applicationId}`, { method: 'DELETE', token: recruiter.token }),
      racing(`/application/${interviewed.applicationId}`, { method: 'DELETE', token: recruiter.token }),
    ]);
    expect(erased.map((r) => r.status)).toContain(200);
    expect(await summary(recruiter, vacancyId)).toEqual({
      ...(await recount(vacancyId)),
      applications: 2,
      interviews: 0,
      withdrawals: 1,
    });

    // The candidate withdraws through the link of their email.
    const email = await waitForEmail(withdrawing.input.email, { subject: 'Recibimos tu postulación' });
    const token = linkIn(email, `${stack().url}${CANDIDATE_DATA_PATH}#`).split('#')[1]!;
    expect((await callApi('/candidate-withdraw', { body: { token } })).status).toBe(200);
    const counts = await summary(recruiter, vacancyId);
    expect(counts).toEqual(await recount(vacancyId));
    expect(counts).toMatchObject({ applications: 1, withdrawals: 2, byStatus: { Nueva: 1, Entrevista: 0 } });
  });

  it('go to zero when the purge erases a long-closed vacancy', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { applicationId } = await applyTo(vacancyId);
    await applyTo(vacancyId);
    await callApi(`/application/${applicationId}`, { method: 'DELETE', token: recruiter.token });
    await setVacancyStatus(recruiter, vacancyId, 'Cerrada');
    const now = Math.floor(Date.now() / 1000);
    await adminDb()
      .doc(`vacancies/${vacancyId}`)
      .update({ closedAt: now - 13 * 30 * 86_400 });
    // Only the closed vacancies' step: the others would erase what other tests (and the seed) still use.
    await purgeExpiredData(now, { steps: PURGE_STEPS.filter((step) => step.name === 'applications') });
    const counts = await summary(recruiter, vacancyId);
    expect(counts).toEqual(await recount(vacancyId));
    expect(counts).toMatchObject({ applications: 0, withdrawals: 0, byStatus: { Nueva: 0 } });
  });
});
