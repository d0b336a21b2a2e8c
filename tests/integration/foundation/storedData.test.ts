/**
 * Issue 24: stored documents are parsed where the functions read them. A malformed document, written straight
 * to the emulator as an older version, the seed or a hand edit might, fails at the read: the caller gets a clear
 * Spanish error naming nothing of the candidate, nothing is written, and the log names the collection, the
 * document and the field (the log is read in this process, where the same service runs with the logger observed).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_ERRORS } from '@clara/domain';
import { StoredDataError } from '@clara/domain/common/failures';
import { sink } from '../../../functions/src/platform/log';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { allRatings, saveScorecard } from '../../support/people';
import { analysedPractice } from '../../support/practice';
import { adminDb, callApi } from '../../support/stack';

beforeAll(connectFunctionsInProcess);
afterAll(disconnectFunctionsInProcess);

async function malformedApplication() {
  const recruiter = await createRecruiter();
  const vacancyId = await createVacancyFor(recruiter);
  const { applicationId, input } = await applyTo(vacancyId);
  // Written around the functions: a status no version ever had, and a history date that is no date.
  const ref = adminDb().doc(`applications/${applicationId}`);
  const [first, ...rest] = (await ref.get()).get('statusHistory');
  await ref.update({ status: 'Aprobadísima', statusHistory: [{ ...first, date: 'el martes' }, ...rest] });
  return { recruiter, vacancyId, applicationId, input };
}

/** What a read run in this process threw, and the log entries it wrote. */
async function loggedRead(read: () => Promise<unknown>) {
  const write = vi.spyOn(sink, 'write').mockImplementation(() => undefined);
  const failure = await read().then(
    () => null,
    (error: unknown) => error,
  );
  const entries = write.mock.calls.map(([entry]) => entry) as unknown as Array<{
    message: string;
    collection: string;
    documentId: string;
    fields: string;
  }>;
  write.mockRestore();
  return { failure, entries };
}

/** Expects the read to have failed on `collection/id` with one log entry naming exactly `fields`. */
function expectLoggedFailure(
  { failure, entries }: Awaited<ReturnType<typeof loggedRead>>,
  collection: string,
  id: string,
  fields: string[],
) {
  expect(failure).toBeInstanceOf(StoredDataError);
  expect(failure).toMatchObject({ collection, id });
  expect(entries).toHaveLength(1);
  expect(entries[0]!.message).toContain(`${collection}/${id}`);
  expect(entries[0]).toMatchObject({ collection, documentId: id });
  expect(entries[0]!.fields.split(', ').sort()).toEqual(fields);
}

async function expectStoredDataError(path: string, token: string) {
  const response = await callApi(path, { token });
  expect(response.status).toBe(500);
  expect(response.body).toEqual({ error: COMMON_ERRORS.storedData });
}

describe('a malformed stored document', () => {
  it('answers a clear error naming nothing personal, and changes nothing', async () => {
    const { recruiter, applicationId, input } = await malformedApplication();
    const before = await readDoc(`applications/${applicationId}`);
    const response = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Reclutador', notes: 'Llamar el lunes.', interviewId: null },
      token: recruiter.token,
    });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: COMMON_ERRORS.storedData });
    const answered = JSON.stringify(response.body);
    for (const personal of [input.name, input.email, input.cv, input.phoneNumber, applicationId])
      expect(answered).not.toContain(personal);
    expect(await readDoc(`applications/${applicationId}`)).toEqual(before);
  });

  it('fails the public read of a vacancy whose title is not text', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    expect((await callApi(`/public-vacancy/${vacancyId}`)).status).toBe(200);
    await adminDb().doc(`vacancies/${vacancyId}`).update({ title: 42 });
    const response = await callApi(`/public-vacancy/${vacancyId}`);
    expect(response.status).toBe(500);
    expect(response.body.error).toBe(COMMON_ERRORS.storedData);
  });

  it('logs the collection, the document and the fields, never their values', async () => {
    const { recruiter, applicationId, input } = await malformedApplication();
    const { listCompanyApplications } = await import('../../../functions/src/recruiting/applications');
    const read = await loggedRead(() => listCompanyApplications(recruiter.companyId));
    expectLoggedFailure(read, 'applications', applicationId, ['status', 'statusHistory.0.date']);
    const logged = JSON.stringify(read.entries);
    for (const value of ['Aprobadísima', 'el martes', input.name, input.email, input.cv])
      expect(logged).not.toContain(value);
  });

  it('fails the company reads of an interview whose private document is malformed', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { applicationId } = await applyTo(vacancyId);
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: recruiter.token,
    });
    const code = started.body.code as string;
    for (const path of [`/application/${applicationId}/scorecards`, `/vacancy-comparison/${vacancyId}`])
      expect((await callApi(path, { token: recruiter.token })).status).toBe(200);

    await adminDb().doc(`interview_private/${code}`).update({ candidateQuestions: 'ninguna' });
    await expectStoredDataError(`/application/${applicationId}/scorecards`, recruiter.token);
    await expectStoredDataError(`/vacancy-comparison/${vacancyId}`, recruiter.token);
    const { getVacancyComparison } = await import('../../../functions/src/recruiting/vacancyComparison');
    const read = await loggedRead(() => getVacancyComparison(recruiter.companyId, recruiter.uid, vacancyId));
    expectLoggedFailure(read, 'interview_private', code, ['candidateQuestions']);
    expect(JSON.stringify(read.entries)).not.toContain('ninguna');
  });

  it('fails the scorecards of a candidate when one of them is malformed', async () => {
    const recruiter = await createRecruiter();
    const { applicationId } = await applyTo(await createVacancyFor(recruiter));
    const saved = await saveScorecard(recruiter.token, applicationId, {
      ratings: allRatings(4),
      recommendation: 'advance',
    });
    expect(saved.status).toBe(200);
    const id = `${applicationId}__${recruiter.uid}`;
    await adminDb().doc(`scorecards/${id}`).update({ recommendation: 'quizás', 'ratings.comunicacion': 'alta' });
    await expectStoredDataError(`/application/${applicationId}/scorecards`, recruiter.token);
    const { applicationScorecards } = await import('../../../functions/src/scorecards/store');
    const read = await loggedRead(() => applicationScorecards(recruiter.companyId, applicationId));
    expectLoggedFailure(read, 'scorecards', id, ['ratings.comunicacion', 'recommendation']);
  });

  it("fails the audit log's page when an entry is of no known kind", async () => {
    const owner = await createRecruiter();
    const at = Math.floor(Date.now() / 1000);
    const entry = adminDb().collection('audit_log').doc();
    await entry.set({
      companyId: owner.companyId,
      at,
      atMs: at * 1000,
      actor: { type: 'member', uid: owner.uid, email: owner.email },
      actorKey: owner.uid,
      kind: 'candidato.espiado',
      action: 'GET /api/audit',
      detail: '',
    });
    await expectStoredDataError('/audit', owner.token);
    const { readAuditPage } = await import('../../../functions/src/audit/read');
    const read = await loggedRead(() =>
      readAuditPage(owner.companyId, { uid: owner.uid, email: owner.email, emailVerified: true }, {}),
    );
    expectLoggedFailure(read, 'audit_log', entry.id, ['kind']);
  });

  it('fails the read of a shared practice report whose snapshot is malformed', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { applicationId } = await applyTo(vacancyId, { practiceCode: await analysedPractice('predefined') });
    const path = `/application/${applicationId}/practice-report`;
    expect((await callApi(path, { token: recruiter.token })).status).toBe(200);
    const shareId = (await readDoc(`applications/${applicationId}`))!.practiceReport.shareId as string;
    await adminDb().doc(`practice_shares/${shareId}`).update({ status: 'retirado', 'report.score': 'alta' });
    await expectStoredDataError(path, recruiter.token);
    const { getPracticeReport } = await import('../../../functions/src/practice/shareService');
    const read = await loggedRead(() => getPracticeReport(recruiter.companyId, applicationId));
    expectLoggedFailure(read, 'practice_shares', shareId, ['report.score', 'status']);
  });

  it("fails the funnel when one of its sums is not a count, and a vacancy's counters likewise", async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    await applyTo(vacancyId);
    expect((await callApi('/funnel?period=all', { token: recruiter.token })).status).toBe(200);
    const sums = `${recruiter.companyId}__company__all`;
    await adminDb().doc(`funnel_stats/${sums}`).update({ 'reached.Nueva': 'una' });
    await expectStoredDataError('/funnel?period=all', recruiter.token);
    const { getFunnel } = await import('../../../functions/src/recruiting/funnel/report');
    expectLoggedFailure(
      await loggedRead(() => getFunnel(recruiter.companyId, undefined, 'all')),
      'funnel_stats',
      sums,
      ['reached.Nueva'],
    );

    await adminDb().doc(`vacancies/${vacancyId}`).update({ 'counts.applications': 'una' });
    await expectStoredDataError('/vacancy-summaries', recruiter.token);
    await expectStoredDataError(`/vacancies/${vacancyId}/candidates`, recruiter.token);
  });

  it("fails a candidate's interview bookings when one is in no known status", async () => {
    const recruiter = await createRecruiter();
    const { applicationId } = await applyTo(await createVacancyFor(recruiter));
    const path = `/application/${applicationId}/interview-bookings`;
    expect((await callApi(path, { token: recruiter.token })).body).toEqual({ bookings: [] });
    const booking = adminDb().collection('interview_bookings').doc();
    await booking.set({ companyId: recruiter.companyId, applicationId, status: 'confirmada', slots: ['mañana'] });
    await expectStoredDataError(path, recruiter.token);
    const { listApplicationBookings } = await import('../../../functions/src/scheduling/service');
    const caller = { uid: recruiter.uid, email: recruiter.email, emailVerified: true };
    const read = await loggedRead(() => listApplicationBookings(recruiter.companyId, caller, applicationId));
    expectLoggedFailure(read, 'interview_bookings', booking.id, ['slots.0', 'status']);
  });
});
