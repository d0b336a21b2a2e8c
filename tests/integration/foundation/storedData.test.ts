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
    const write = vi.spyOn(sink, 'write').mockImplementation(() => undefined);
    const failure = await listCompanyApplications(recruiter.companyId).catch((error: unknown) => error);
    const calls = [...write.mock.calls] as unknown as Array<[{ message: string; fields: string }]>;
    write.mockRestore();
    expect(failure).toBeInstanceOf(StoredDataError);
    expect(failure).toMatchObject({ collection: 'applications', id: applicationId });
    expect(calls).toHaveLength(1);
    const [entry] = calls[0]!;
    expect(entry.message).toContain(`applications/${applicationId}`);
    expect(entry).toMatchObject({ collection: 'applications', documentId: applicationId });
    expect(entry.fields.split(', ').sort()).toEqual(['status', 'statusHistory.0.date']);
    const logged = JSON.stringify(entry);
    for (const value of ['Aprobadísima', 'el martes', input.name, input.email, input.cv])
      expect(logged).not.toContain(value);
  });
});
