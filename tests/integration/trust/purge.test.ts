import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import {
  applicationInput,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setVacancyStatus,
} from '../../support/recruiting';
import { samplePdf } from '../../../functions/src/recruiting/testing/cvSamples';
import type {
  PURGE_STEPS as PurgeSteps,
  purgeExpiredData as PurgeExpiredData,
} from '../../../functions/src/trust/purge';

let purgeExpiredData: typeof PurgeExpiredData;
let PURGE_STEPS: typeof PurgeSteps;

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ purgeExpiredData, PURGE_STEPS } = await import('../../../functions/src/trust/purge'));
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
    // Other tests share this Firestore, and the seed's demo practices have no expiresAt and are older than the
    // retention: the step that goes by creation date is left out here (the next test runs it at a clock of its own).
    const steps = PURGE_STEPS.filter((step) => step.name !== 'practiceInterviewsWithoutExpiry');
    await adminDb()
      .doc(`interviews/${practice}`)
      .update({ expiresAt: now - 86_400 });
    await adminDb()
      .doc(`vacancies/${vacancyId}`)
      .update({ closedAt: now - 30 * 86_400 });
    await purgeExpiredData(now, { steps });
    expect((await adminDb().doc(`interviews/${practice}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`interview_private/${practice}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`media/${media.body.mediaId}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`interviews/${kept}`).get()).exists).toBe(true);
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(true);

    // Closed 13 months ago: its applications are erased, and the dashboard counts follow.
    await adminDb()
      .doc(`vacancies/${vacancyId}`)
      .update({ closedAt: now - 13 * 30 * 86_400 });
    await purgeExpiredData(now, { steps });
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(false);
    const dashboard = await callApi('/vacancies', { token: recruiter.token });
    expect(dashboard.body.find((v: { id: string }) => v.id === vacancyId).applications).toEqual([]);
  });

  it('erases a bulk action’s ledger after a week, and keeps a recent one for its retries', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId);
    const act = async () => {
      const requestId = randomUUID();
      const body = { requestId, target: { ids: [applicationId] }, action: { kind: 'status', newStatus: 'Evaluar' } };
      expect((await callApi(`/vacancies/${vacancyId}/bulk`, { body, token: owner.token })).status).toBe(200);
      return adminDb().doc(`bulk_requests/${owner.companyId}_${requestId}`);
    };
    const old = await act();
    const recent = await act();
    expect((await old.get()).get('ids')).toEqual([applicationId]);
    const now = Math.floor(Date.now() / 1000);
    await old.update({ createdAt: now - 8 * 86_400 });
    await purgeExpiredData(now, { steps: PURGE_STEPS.filter((step) => step.name === 'bulkLedgers') });
    expect((await old.get()).exists).toBe(false);
    expect((await recent.get()).exists).toBe(true);
  });

  it('erases the chunks of a CV file whose application was never committed, an hour on, and none of a committed one', async () => {
    const { readCvUpload, writeCvChunks, UNFINISHED_UPLOAD_SECONDS } =
      await import('../../../functions/src/recruiting/cvFiles');
    const chunksOf = async (applicationId: string) =>
      (await adminDb().collection(`applications/${applicationId}/cv_chunks`).get()).size;
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const pdf = (line: string) => ({ name: 'cv.pdf', data: samplePdf([line]).toString('base64') });
    const committed = applicationInput(vacancyId, { cv: '', cvFile: pdf('Ana Ruiz, tornera') });
    expect((await callApi('/submit-application', { body: committed })).status).toBe(201);
    const { cvFile } = (await readDoc(`applications/${committed.applicationId}`))!;
    // Its commit ended its upload: no marker is left.
    expect(await readDoc(`cv_uploads/${cvFile.fileId}`)).toBeUndefined();

    // A submission that ended between its file's chunks and its commit (what submitApplication writes first).
    const lostId = adminDb().collection('applications').doc().id;
    const lost = await writeCvChunks(lostId, await readCvUpload(pdf('Beto Lima, fresador')));
    expect(await chunksOf(lostId)).toBe(lost.totalChunks);
    expect(await readDoc(`cv_uploads/${lost.fileId}`)).toMatchObject({ applicationId: lostId, fileId: lost.fileId });

    const steps = PURGE_STEPS.filter((step) => step.name === 'unfinishedCvUploads');
    const now = Math.floor(Date.now() / 1000);
    // Within the hour its submission may still be under way: kept.
    await purgeExpiredData(now, { steps });
    expect(await chunksOf(lostId)).toBe(lost.totalChunks);
    // Aged past it (the clock is not moved: other files' submissions share this Firestore), its chunks go.
    await adminDb()
      .doc(`cv_uploads/${lost.fileId}`)
      .update({ createdAt: now - UNFINISHED_UPLOAD_SECONDS - 60 });
    const report = await purgeExpiredData(now, { steps });
    expect(report.erased.unfinishedCvUploads).toBeGreaterThanOrEqual(1);
    expect(await chunksOf(lostId)).toBe(0);
    expect(await readDoc(`cv_uploads/${lost.fileId}`)).toBeUndefined();
    expect(await chunksOf(committed.applicationId)).toBe(cvFile.totalChunks);
  });

  it('finishes a backlog larger than one batch, over two runs when the first runs out of time', async () => {
    // A clock ten years back: what this test ages is past its retention, nothing else in the shared Firestore is.
    const now = Math.floor(Date.now() / 1000) - 3650 * 86_400;
    const tag = randomUUID();
    const writes = adminDb().batch();
    const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${tag}-${i}`);
    // A practice stored without expiresAt (before it existed), 40 days old; its private half too.
    const oldPractices = ids('old', 12);
    for (const code of oldPractices) {
      writes.set(adminDb().doc(`interviews/${code}`), { status: 'Finished', createdAt: now - 40 * 86_400, tag });
      writes.set(adminDb().doc(`interview_private/${code}`), { context: { kind: 'practice' } });
    }
    // Kept for good: expiresAt null (as the demo seed's practices have it), however old.
    const keptForGood = `forever-${tag}`;
    writes.set(adminDb().doc(`interviews/${keptForGood}`), {
      status: 'Finished',
      createdAt: now - 400 * 86_400,
      expiresAt: null,
      tag,
    });
    const recentPractice = `recent-${tag}`;
    writes.set(adminDb().doc(`interviews/${recentPractice}`), { status: 'Finished', createdAt: now - 86_400, tag });
    // Counters of windows that ended, and one of the current window.
    for (const id of ids('counter', 12))
      writes.set(adminDb().doc(`rate_limits/${id}`), { count: 1, expiresAt: now - 60, tag });
    writes.set(adminDb().doc(`rate_limits/current-${tag}`), { count: 1, expiresAt: now + 600, tag });
    // Emails older than the outbox's retention (180 days), and a recent one.
    for (const id of ids('mail', 12))
      writes.set(adminDb().doc(`outbox/${id}`), { status: 'sent', createdAt: now - 200 * 86_400, tag });
    writes.set(adminDb().doc(`outbox/recent-${tag}`), { status: 'sent', createdAt: now - 86_400, tag });
    await writes.commit();
    const left = async (collection: string) =>
      (await adminDb().collection(collection).where('tag', '==', tag).get()).docs.map((doc) => doc.id).sort();

    // A run whose time is up after its first batch leaves the rest, and says so.
    let batches = 2;
    const first = await purgeExpiredData(now, { batchSize: 5, hasTime: () => batches-- > 0 });
    expect(first.finished).toBe(false);
    expect((await left('interviews')).length).toBeGreaterThan(2);

    // The next run erases everything past its retention in batches of 5, and nothing else.
    const second = await purgeExpiredData(now, { batchSize: 5 });
    expect(second.finished).toBe(true);
    expect(await left('interviews')).toEqual([keptForGood, recentPractice].sort());
    expect((await adminDb().doc(`interview_private/${oldPractices[0]}`).get()).exists).toBe(false);
    expect(await left('rate_limits')).toEqual([`current-${tag}`]);
    expect(await left('outbox')).toEqual([`recent-${tag}`]);
    expect(second.erased.practiceInterviewsWithoutExpiry).toBeGreaterThanOrEqual(12);
  });
});
