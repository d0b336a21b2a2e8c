/**
 * The candidate's emails and rights over HTTP against the stack, reading the mail catcher (issues 10 and 11):
 * application received with the data link; interview invitation with link and code when Clara is assigned;
 * "analysis ready" to the company's owner when the interview ends; withdraw through the link erases
 * everything and leaves the company a line; the company's one-action erase.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH, CANDIDATE_LINK_ERRORS, PRODUCT } from '@clara/domain';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { answerAll } from '../interview/helpers';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  type Recruiter,
} from '../../support/recruiting';
import { adminDb, callApi, stack } from '../../support/stack';
import { linkIn, waitForEmail, waitForEmails } from '../../support/mailbox';

async function applied(recruiter: Recruiter, title = 'Analista de Datos') {
  const vacancyId = await createVacancyFor(recruiter, { jobTitle: title });
  const { applicationId, input } = await applyTo(vacancyId);
  const email = await waitForEmail(input.email, { subject: 'Recibimos tu postulación' });
  const link = linkIn(email, `${stack().url}${CANDIDATE_DATA_PATH}#`);
  return { vacancyId, applicationId, input, email, token: link.split('#')[1]! };
}

async function assign(recruiter: Recruiter, applicationId: string, vacancyId: string): Promise<string> {
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const started = await callApi(`/start-${PRODUCT.path}-interview`, {
    body: { applicationId, candidateId, vacancyId },
    token: recruiter.token,
  });
  expect(started.status).toBe(200);
  return started.body.code as string;
}

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;

describe('the application-received email', () => {
  it('tells the candidate, with the company and the vacancy, and carries their personal data link', async () => {
    const recruiter = await createRecruiter('Andes Datos S.A.');
    const { applicationId, input, email, token } = await applied(recruiter, 'Analista QA');
    expect(email.subject).toBe('Recibimos tu postulación a Analista QA en Andes Datos S.A.');
    expect(email.text).toContain(`Hola, ${input.name}:`);
    expect(email.html).toContain(`${CANDIDATE_DATA_PATH}#${token}`);
    const outbox = await adminDb().collection('outbox').where('applicationId', '==', applicationId).get();
    expect(outbox.docs.map((d) => d.data())).toMatchObject([
      { to: input.email, kind: 'applicationReceived', status: 'sent', attempts: 1, companyId: recruiter.companyId },
    ]);

    const data = await callApi('/candidate-data', { body: { token } });
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      company: 'Andes Datos S.A.',
      vacancy: 'Analista QA',
      application: { id: applicationId, name: input.name, email: input.email, cv: input.cv },
      interview: null,
    });
    expect(data.body.emails).toMatchObject([{ kind: 'applicationReceived', status: 'sent' }]);
    // Only the emailed token opens it: another well-formed token does not.
    expect(await callApi('/candidate-data', { body: { token: 'B'.repeat(43) } })).toEqual({
      status: 404,
      body: { error: CANDIDATE_LINK_ERRORS.invalidLink },
    });
  });
});

describe('the interview invitation and the analysis-ready email', () => {
  it('invites the candidate with the link and code when Clara is assigned, and tells the owner when the analysis is ready', async () => {
    const recruiter = await createRecruiter('Invita S.A.');
    const { vacancyId, applicationId, input } = await applied(recruiter, 'Soporte TI');
    const code = await assign(recruiter, applicationId, vacancyId);
    const invitation = await waitForEmail(input.email, { subject: 'te invita a una entrevista' });
    expect(invitation.subject).toBe(`Invita S.A. te invita a una entrevista con ${PRODUCT.name}`);
    expect(linkIn(invitation, `${stack().url}/${PRODUCT.path}?code=`)).toBe(
      `${stack().url}/${PRODUCT.path}?code=${code}`,
    );
    expect(invitation.text).toContain(`introduce este código: ${code}`);

    await acceptNotice(code);
    const { status } = await answerAll(code, STRONG_ANSWERS);
    expect(status).toBe('Finished');
    const ready = await waitForEmail(recruiter.email, { subject: 'Entrevista terminada' });
    expect(ready.subject).toBe(`Entrevista terminada: ${input.name} (Soporte TI)`);
    expect(ready.text).toContain(`${stack().url}/dashboard`);
    const kinds = (await adminDb().collection('outbox').where('applicationId', '==', applicationId).get()).docs
      .map((d) => d.get('kind'))
      .sort();
    expect(kinds).toEqual(['analysisReady', 'applicationReceived', 'interviewInvitation']);
  }, 120_000);
});

describe('withdrawing through the emailed link', () => {
  it('erases the application, its interview, media and emails; the company sees "Postulación retirada por el candidato" with the date', async () => {
    const recruiter = await createRecruiter();
    const { vacancyId, applicationId, input, token } = await applied(recruiter);
    const code = await assign(recruiter, applicationId, vacancyId);
    await acceptNotice(code);
    const media = await callApi('/chat-media', {
      body: { mediaData: 'data:audio/webm;base64,GkXfo59ChoEBQveBAULygQ==', mediaType: 'audio', chatSessionId: code },
    });
    expect(media.status).toBe(200);
    const mediaId = (media.body.chatHistory as Array<{ mediaId?: string }>).find((m) => m.mediaId)!.mediaId!;
    const exported = await callApi('/candidate-data', { body: { token } });
    expect(exported.body.interview).toMatchObject({ media: [{ mediaId }] });

    const withdrawn = await callApi('/candidate-withdraw', { body: { token } });
    expect(withdrawn).toEqual({ status: 200, body: { withdrawn: true } });
    for (const path of [
      `applications/${applicationId}`,
      `company_interviews/${code}`,
      `interview_private/${code}`,
      `interview_assignments/${applicationId}`,
      `media/${mediaId}`,
    ]) {
      expect({ path, exists: await exists(path) }).toEqual({ path, exists: false });
    }
    expect((await adminDb().collection('outbox').where('applicationId', '==', applicationId).get()).size).toBe(0);
    expect((await adminDb().collection('outbox').where('to', '==', input.email).get()).size).toBe(0);
    expect((await adminDb().collection('candidate_links').where('applicationId', '==', applicationId).get()).size).toBe(
      0,
    );
    expect(
      (await adminDb().collection('application_keys').where('applicationId', '==', applicationId).get()).size,
    ).toBe(0);

    const dashboard = await callApi('/vacancies', { token: recruiter.token });
    const vacancy = dashboard.body.find((v: { id: string }) => v.id === vacancyId);
    expect(vacancy.applications).toEqual([]);
    expect(vacancy.withdrawals).toEqual([{ id: applicationId, vacancyId, by: 'candidate', date: expect.any(Number) }]);
    expect(JSON.stringify(vacancy)).not.toContain(input.email);
    expect(JSON.stringify(vacancy)).not.toContain(input.name);
    // The link is spent.
    expect((await callApi('/candidate-withdraw', { body: { token } })).status).toBe(404);
    expect((await callApi('/candidate-data', { body: { token } })).status).toBe(404);
  }, 90_000);
});

describe("the company's one-action erase", () => {
  it('erases the candidate the same way, leaves a line, and is 404 for another company', async () => {
    const recruiter = await createRecruiter();
    const intruder = await createRecruiter();
    const { vacancyId, applicationId, token } = await applied(recruiter);
    const code = await assign(recruiter, applicationId, vacancyId);
    expect((await callApi(`/application/${applicationId}`, { method: 'DELETE', token: intruder.token })).status).toBe(
      404,
    );
    expect(await exists(`applications/${applicationId}`)).toBe(true);

    expect(await callApi(`/application/${applicationId}`, { method: 'DELETE', token: recruiter.token })).toEqual({
      status: 200,
      body: { erased: true },
    });
    for (const path of [
      `applications/${applicationId}`,
      `company_interviews/${code}`,
      `interview_private/${code}`,
      `interview_assignments/${applicationId}`,
    ]) {
      expect({ path, exists: await exists(path) }).toEqual({ path, exists: false });
    }
    expect((await adminDb().collection('outbox').where('applicationId', '==', applicationId).get()).size).toBe(0);
    expect((await callApi('/candidate-data', { body: { token } })).status).toBe(404);
    const vacancy = (await callApi('/vacancies', { token: recruiter.token })).body.find(
      (v: { id: string }) => v.id === vacancyId,
    );
    expect(vacancy.withdrawals).toEqual([{ id: applicationId, vacancyId, by: 'company', date: expect.any(Number) }]);
    expect((await callApi(`/application/${applicationId}`, { method: 'DELETE', token: recruiter.token })).status).toBe(
      404,
    );
  }, 60_000);
});

describe("the candidate's emails on the dashboard", () => {
  it('lists them for the company (404 for another), resends a failed one and the interview invitation', async () => {
    const recruiter = await createRecruiter('Reenvía S.A.');
    const intruder = await createRecruiter();
    const { vacancyId, applicationId, input } = await applied(recruiter);
    const code = await assign(recruiter, applicationId, vacancyId);
    await waitForEmail(input.email, { subject: 'te invita a una entrevista' });

    const listed = await callApi(`/application-emails/${applicationId}`, { token: recruiter.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { kind: string; status: string }) => [e.kind, e.status])).toEqual([
      ['applicationReceived', 'sent'],
      ['interviewInvitation', 'sent'],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('mis-datos');
    expect((await callApi(`/application-emails/${applicationId}`, { token: intruder.token })).status).toBe(404);

    // A sent email is not resent; one the server could not deliver is.
    const receivedId = listed.body[0].id as string;
    expect(
      (await callApi('/resend-email', { body: { applicationId, emailId: receivedId }, token: recruiter.token })).status,
    ).toBe(409);
    await adminDb()
      .doc(`outbox/${receivedId}`)
      .update({ status: 'failed', lastError: 'connect ECONNREFUSED', attempts: 5 });
    const failedView = await callApi(`/application-emails/${applicationId}`, { token: recruiter.token });
    expect(failedView.body[0]).toMatchObject({ kind: 'applicationReceived', status: 'failed' });
    expect(
      (await callApi('/resend-email', { body: { applicationId, emailId: receivedId }, token: intruder.token })).status,
    ).toBe(404);
    const resent = await callApi('/resend-email', {
      body: { applicationId, emailId: receivedId },
      token: recruiter.token,
    });
    expect(resent).toMatchObject({
      status: 200,
      body: { id: receivedId, kind: 'applicationReceived', status: 'sent', attempts: 1 },
    });
    await waitForEmails(input.email, { subject: 'Recibimos tu postulación', count: 2 });

    const again = await callApi('/resend-invitation', { body: { applicationId }, token: recruiter.token });
    expect(again).toMatchObject({ status: 200, body: { kind: 'interviewInvitation', status: 'sent' } });
    const invitations = await waitForEmails(input.email, { subject: 'te invita a una entrevista', count: 2 });
    expect(invitations.every((email) => email.text.includes(`introduce este código: ${code}`))).toBe(true);
    expect((await callApi('/resend-invitation', { body: { applicationId }, token: intruder.token })).status).toBe(404);
  }, 90_000);

  it('refuses to resend an invitation for a candidate without an interview', async () => {
    const recruiter = await createRecruiter();
    const { applicationId } = await applied(recruiter);
    expect((await callApi('/resend-invitation', { body: { applicationId }, token: recruiter.token })).status).toBe(409);
  });
});
