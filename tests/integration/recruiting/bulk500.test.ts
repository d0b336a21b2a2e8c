/**
 * Issue 32's proof at full size: a bulk move of 500 candidates (the most one action takes), some of them not
 * allowed, reports each one's outcome, and the same action again repeats nothing. The 500 applications are written
 * straight into Firestore as the code stores them (stack/bench/dashboard.ts), the moves go through the API, a
 * slice per request as the web sends them.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BULK_BATCH, BULK_MAX } from '@clara/domain/recruiting/bulk/model';
import { seedCompany } from '../../../stack/bench/dashboard';
import { adminDb, callApi, stack } from '../../support/stack';

interface Outcome {
  applicationId: string;
  outcome: 'done' | 'failed';
  message: string;
}

/** The whole action: a slice per request, from where the last answer said, until none is left. */
async function runAll(vacancyId: string, token: string, body: object) {
  const results: Outcome[] = [];
  let requests = 0;
  for (let from: number | null = 0; from !== null; requests += 1) {
    const answer = await callApi(`/vacancies/${vacancyId}/bulk`, { body: { ...body, from }, token });
    expect(answer.status).toBe(200);
    results.push(...(answer.body.results as Outcome[]));
    from = answer.body.next;
  }
  return { results, requests };
}

describe('a bulk move of 500 candidates', () => {
  it('reports each one’s outcome, the refused ones with why, and repeats nothing when asked again', async () => {
    const company = await seedCompany(stack(), 1, BULK_MAX, 0);
    const vacancyId = company.vacancyIds[0]!;
    const ids = (await adminDb().collection('applications').where('vacancyId', '==', vacancyId).get()).docs.map(
      (doc) => doc.id,
    );
    expect(ids).toHaveLength(BULK_MAX);
    // Ten are in Evaluar already (moved through the API, so the counters follow): moving them there is refused.
    const already = ids.slice(0, 10);
    for (const applicationId of already) {
      const moved = await callApi('/update-application-status', {
        body: { applicationId, newStatus: 'Evaluar', notes: '' },
        token: company.token,
      });
      expect(moved.status).toBe(200);
    }

    const body = {
      requestId: randomUUID(),
      target: { all: true },
      action: { kind: 'status', newStatus: 'Evaluar', notes: 'Revisión masiva.' },
    };
    const first = await runAll(vacancyId, company.token, body);
    expect(first.requests).toBe(BULK_MAX / BULK_BATCH);
    expect(new Set(first.results.map((r) => r.applicationId))).toEqual(new Set(ids));
    const failed = first.results.filter((r) => r.outcome === 'failed');
    expect(new Set(failed.map((r) => r.applicationId))).toEqual(new Set(already));
    for (const refusal of failed) expect(refusal.message).toMatch(/Evaluar/);

    // The same action again (a lost answer, a second press): nobody moves twice.
    const again = await runAll(vacancyId, company.token, body);
    expect(again.results.filter((r) => r.outcome === 'done')).toHaveLength(BULK_MAX - already.length);
    const histories = await adminDb().collection('applications').where('vacancyId', '==', vacancyId).get();
    for (const doc of histories.docs) {
      const moves = (doc.get('statusHistory') as { status: string; notes: string }[]).filter(
        (entry) => entry.status === 'Evaluar',
      );
      expect(moves, doc.id).toHaveLength(1);
    }
    const counts = (await adminDb().doc(`vacancies/${vacancyId}`).get()).get('counts');
    expect(counts.byStatus.Evaluar).toBe(BULK_MAX);
    expect(counts.applications).toBe(BULK_MAX);
  }, 300_000);
});
