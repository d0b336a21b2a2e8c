import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { applyTo, createRecruiter, createVacancyFor, readDoc, setVacancyStatus } from '../../support/recruiting';
import type { purgeExpiredData as PurgeExpiredData } from '../../../functions/src/trust/purge';

let purgeExpiredData: typeof PurgeExpiredData;

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ purgeExpiredData } = await import('../../../functions/src/trust/purge'));
});
afterAll(disconnectFunctionsInProcess);

describe('the scheduled purge (its handler)', () => {
  it('erases practice interviews and their media after their retention, and applications of vacancies closed long ago', async () => {
    const practice = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    const media = await callApi('/chat-media', {
      body: { mediaData: 'data:audio/webm;base64,AAAA', mediaType: 'audio', chatSessionId: practice },
    });
    const kept = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    const expiresAt = (await readDoc(`interviews/${practice}`))!.expiresAt as number;
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 86_400);

    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { applicationId } = await applyTo(vacancyId);
    await setVacancyStatus(recruiter, vacancyId, 'Cerrada');
    const closedAt = (await readDoc(`vacancies/${vacancyId}`))!.closedAt as number;
    expect(closedAt).toBeGreaterThan(0);

    // The clock is not moved (other tests share this Firestore): the documents are aged instead.
    // A practice past its retention is gone (media too); one within it stays; a vacancy closed a month ago keeps its applications.
    const now = Math.floor(Date.now() / 1000);
    await adminDb()
      .doc(`interviews/${practice}`)
      .update({ expiresAt: now - 86_400 });
    await adminDb()
      .doc(`vacancies/${vacancyId}`)
      .update({ closedAt: now - 30 * 86_400 });
    await purgeExpiredData(now);
    expect((await adminDb().doc(`interviews/${practice}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`interview_private/${practice}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`media/${media.body.mediaId}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`interviews/${kept}`).get()).exists).toBe(true);
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(true);

    // Closed 13 months ago: its applications are erased, and the dashboard counts follow.
    await adminDb()
      .doc(`vacancies/${vacancyId}`)
      .update({ closedAt: now - 13 * 30 * 86_400 });
    await purgeExpiredData(now);
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(false);
    const dashboard = await callApi('/vacancies', { token: recruiter.token });
    expect(dashboard.body.find((v: { id: string }) => v.id === vacancyId).applications).toEqual([]);
  });
});
