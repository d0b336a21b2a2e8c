/**
 * Issue 33: a company interview's candidate asks for an adjustment or an interview with a person; the company's
 * team is emailed (read in the mail catcher) and the request is audited; a member answers, the candidate is
 * emailed; the interview waits when the candidate chose so and resumes with the same code.
 */
import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_ERRORS, AI_NOTICE, PRACTICE_AI_NOTICE, REALTIME_MAX_MINUTES } from '@clara/domain';
import { adminDb, callApi } from '../../support/stack';
import {
  acceptNotice,
  applyTo,
  countWhere,
  createRecruiter,
  createVacancyFor,
  readDoc,
} from '../../support/recruiting';
import { waitForEmail } from '../../support/mailbox';
import { auditEntries } from '../../support/people';

async function assignedInterview(companyName?: string, { aiNotice = true } = {}) {
  const owner = await createRecruiter(companyName);
  const vacancyId = await createVacancyFor(owner, { jobTitle: 'Analista de datos' });
  const { applicationId, input } = await applyTo(vacancyId, { name: 'Lucía Campos' });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const started = await callApi('/start-clara-interview', {
    body: { applicationId, candidateId, vacancyId },
    token: owner.token,
  });
  expect(started.status).toBe(200);
  const code = started.body.code as string;
  await acceptNotice(code, { aiNotice });
  return { owner, vacancyId, applicationId, code, email: input.email as string };
}

const kindsOf = async (companyId: string) => (await auditEntries(companyId)).map((entry) => entry.kind);

describe('accommodations and a human alternative (issue 33)', () => {
  it('a request emails the company and is audited; the answer is emailed to the candidate; another company gets 404', async () => {
    const { owner, applicationId, code, email } = await assignedInterview('Ajustes S.A.');

    const asked = await callApi('/interview-accommodation', {
      body: { chatSessionId: code, kinds: ['moreTime', 'captions'], comment: 'Tengo dislexia.', wait: false },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ kinds: ['moreTime', 'captions'], wait: false, status: 'open', answer: null });

    // The team hears at once, through the outbox.
    const toTeam = await waitForEmail(owner.email, { subject: 'Solicitud de ajuste en la entrevista: Lucía Campos' });
    expect(toTeam.text).toContain('Más tiempo, Subtítulos');
    expect(toTeam.text).toContain('Tengo dislexia.');
    expect(toTeam.text).toContain('La entrevista sigue mientras tanto.');
    // Audited, with what was asked.
    const requested = (await auditEntries(owner.companyId)).find((entry) => entry.kind === 'accommodation.requested');
    expect(requested).toMatchObject({ actor: { type: 'candidate' }, applicationId, candidateName: 'Lucía Campos' });
    expect(requested!.detail).toBe('Más tiempo, Subtítulos');

    // The interview goes on: the candidate's next answer is taken.
    expect((await callApi('/chat', { body: { chatSessionId: code, message: 'Hola, empiezo.' } })).status).toBe(200);

    // The company sees it on the candidate; another company's member neither sees nor answers it.
    const seen = await callApi(`/application/${applicationId}/accommodations`, { token: owner.token });
    expect(seen.status).toBe(200);
    expect(seen.body.requests).toEqual([
      expect.objectContaining({ id: asked.body.id, candidateName: 'Lucía Campos', comment: 'Tengo dislexia.' }),
    ]);
    const other = await createRecruiter();
    expect((await callApi(`/application/${applicationId}/accommodations`, { token: other.token })).status).toBe(404);
    const foreign = await callApi(`/accommodation-requests/${asked.body.id}/answer`, {
      body: { decision: 'declined', message: 'Intruso' },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await adminDb().doc(`accommodation_requests/${asked.body.id}`).get()).get('status')).toBe('open');

    // The answer: stored, audited and emailed to the candidate.
    const answered = await callApi(`/accommodation-requests/${asked.body.id}/answer`, {
      body: { decision: 'accepted', message: 'Tendrás el tiempo que necesites y subtítulos en la llamada.' },
      token: owner.token,
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      answer: { decision: 'accepted', by: { uid: owner.uid } },
    });
    const toCandidate = await waitForEmail(email, { subject: 'Respuesta a tu solicitud de ajuste' });
    expect(toCandidate.text).toContain('Tendrás el tiempo que necesites y subtítulos en la llamada.');
    expect(toCandidate.text).toContain('aceptada');
    expect(await kindsOf(owner.companyId)).toEqual(
      expect.arrayContaining(['accommodation.requested', 'accommodation.answered']),
    );
    const again = await callApi(`/accommodation-requests/${asked.body.id}/answer`, {
      body: { decision: 'declined', message: 'Otra' },
      token: owner.token,
    });
    expect(again.status).toBe(409);

    // The candidate's interview page reads the answer.
    const state = await callApi(`/interview/${code}/accommodations`);
    expect(state.body).toMatchObject({
      paused: false,
      requests: [{ status: 'answered', answer: { decision: 'accepted' } }],
    });

    // Erasing the candidate erases the requests too.
    await callApi(`/application/${applicationId}`, { method: 'DELETE', token: owner.token });
    expect(await countWhere('accommodation_requests', 'applicationId', applicationId)).toBe(0);
  });

  it('accepted adjustments take effect: more time grows the real-time limit the server keeps, text instead of voice and captions are stored; a declined one changes nothing', async () => {
    const { owner, code } = await assignedInterview();
    const stateOf = async () => (await callApi(`/interview/${code}/accommodations`)).body.adjustments;
    expect(await stateOf()).toEqual({ realtimeMinutes: 45, textOnly: false, captions: false });

    const declined = await callApi('/interview-accommodation', {
      body: { chatSessionId: code, kinds: ['moreTime'], wait: false },
    });
    await callApi(`/accommodation-requests/${declined.body.id}/answer`, {
      body: { decision: 'declined', message: 'No es posible.' },
      token: owner.token,
    });
    expect(await stateOf()).toEqual({ realtimeMinutes: 45, textOnly: false, captions: false });
    expect((await readDoc(`interview_private/${code}`))!.adjustments).toBeUndefined();

    const asked = await callApi('/interview-accommodation', {
      body: { chatSessionId: code, kinds: ['moreTime', 'textInsteadOfVoice', 'captions'], wait: false },
    });
    const accepted = await callApi(`/accommodation-requests/${asked.body.id}/answer`, {
      body: { decision: 'accepted', message: 'De acuerdo.' },
      token: owner.token,
    });
    expect(accepted.status).toBe(200);
    // Stored on the interview, read by the server: 45 minutes × 1.25.
    expect((await readDoc(`interview_private/${code}`))!.adjustments).toEqual({
      timeFactor: 1.25,
      textOnly: true,
      captions: true,
    });
    expect(await stateOf()).toEqual({ realtimeMinutes: 56, textOnly: true, captions: true });
    expect((await callApi(`/chat/${code}`)).body.realtime).toBe(false);
    // The interview goes on in text.
    expect((await callApi('/chat', { body: { chatSessionId: code, message: 'Hola, empiezo.' } })).status).toBe(200);
  });

  it('a candidate who chooses to wait pauses the interview; it takes no message until resumed with the same code', async () => {
    const { owner, code } = await assignedInterview();
    const asked = await callApi('/interview-accommodation', {
      body: { chatSessionId: code, kinds: ['humanInterview'], wait: true },
    });
    expect(asked.status).toBe(201);
    const mail = await waitForEmail(owner.email, { subject: 'Solicitud de ajuste en la entrevista' });
    expect(mail.text).toContain('Una entrevista con una persona en lugar de la IA');
    expect(mail.text).toContain('Pausó la entrevista hasta recibir su respuesta.');

    expect((await callApi(`/interview/${code}/accommodations`)).body.paused).toBe(true);
    const refused = await callApi('/chat', { body: { chatSessionId: code, message: 'Hola' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ACCOMMODATION_ERRORS.paused);

    const resumed = await callApi('/interview-resume', { body: { chatSessionId: code } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.paused).toBe(false);
    expect((await callApi('/chat', { body: { chatSessionId: code, message: 'Hola, sigo.' } })).status).toBe(200);
  });

  it('bad input: a Spanish 400 and nothing written; a practice has no accommodations', async () => {
    const { owner, code } = await assignedInterview();
    const before = await countWhere('accommodation_requests', 'companyId', owner.companyId);
    const auditBefore = (await auditEntries(owner.companyId)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ chatSessionId: code, kinds: [], wait: false }, ACCOMMODATION_ERRORS.kindsRequired],
      [{ chatSessionId: code, kinds: ['telepathy'], wait: false }, ACCOMMODATION_ERRORS.invalidKind],
      [{ chatSessionId: code, kinds: ['break'] }, ACCOMMODATION_ERRORS.waitRequired],
      [{ chatSessionId: code, kinds: ['break'], wait: false, comment: 'x'.repeat(1001) }, 'como máximo 1000'],
    ];
    for (const [body, message] of cases) {
      const answer = await callApi('/interview-accommodation', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(message);
    }
    expect(await countWhere('accommodation_requests', 'companyId', owner.companyId)).toBe(before);
    expect((await auditEntries(owner.companyId)).length).toBe(auditBefore);
    expect((await readDoc(`interview_private/${code}`))!.paused).toBeUndefined();

    const badAnswer = await callApi('/accommodation-requests/anything/answer', {
      body: { decision: 'maybe', message: '' },
      token: owner.token,
    });
    expect(badAnswer.status).toBe(400);
    expect(badAnswer.body.error).toMatch(/aceptas o rechazas|obligatorio/);

    const practice = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
    const onPractice = await callApi('/interview-accommodation', {
      body: { chatSessionId: practice.body.chatSessionId, kinds: ['break'], wait: false },
    });
    expect(onPractice.status).toBe(409);
    expect(onPractice.body.error).toBe(ACCOMMODATION_ERRORS.notACompanyInterview);
  });

  it('the AI notice acknowledged before the first turn is recorded on the interview', async () => {
    const { code } = await assignedInterview(undefined, { aiNotice: false });
    expect((await callApi(`/interview/${code}/accommodations`)).body.noticeAcknowledged).toBe(false);
    const outdated = await callApi('/interview-ai-notice', { body: { chatSessionId: code, version: '2000-01-01' } });
    expect(outdated.status).toBe(400);
    const acknowledged = await callApi('/interview-ai-notice', {
      body: { chatSessionId: code, version: AI_NOTICE.version },
    });
    expect(acknowledged.status).toBe(201);
    expect((await readDoc(`interview_private/${code}`))!.aiNotice).toMatchObject({ version: AI_NOTICE.version });
    expect((await callApi(`/interview/${code}/accommodations`)).body.noticeAcknowledged).toBe(true);
  });

  it("a practice's AI notice is recorded on the practice interview; a practice has no pause nor requests", async () => {
    const code = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    expect(await callApi(`/interview/${code}/accommodations`)).toEqual({
      status: 200,
      body: {
        noticeAcknowledged: false,
        paused: false,
        requests: [],
        adjustments: { realtimeMinutes: REALTIME_MAX_MINUTES, textOnly: false, captions: false },
      },
    });
    const outdated = await callApi('/interview-ai-notice', { body: { chatSessionId: code, version: '2000-01-01' } });
    expect(outdated.status).toBe(400);
    expect((await readDoc(`interview_private/${code}`))!.aiNotice).toBeUndefined();
    const acknowledged = await callApi('/interview-ai-notice', {
      body: { chatSessionId: code, version: PRACTICE_AI_NOTICE.version },
    });
    expect(acknowledged.status).toBe(201);
    expect((await readDoc(`interview_private/${code}`))!.aiNotice).toMatchObject({
      version: PRACTICE_AI_NOTICE.version,
      acknowledgedAt: expect.any(Number),
    });
    // Only on the server's side: the practice's page document (readable by its code) does not carry it; the holder's
    // download of the practice does.
    expect((await readDoc(`interviews/${code}`))!.aiNotice).toBeUndefined();
    expect((await callApi(`/interview-export/${code}`)).body.aiNotice).toEqual({
      version: PRACTICE_AI_NOTICE.version,
      acknowledgedAt: expect.any(Number),
    });
    expect((await callApi(`/interview/${code}/accommodations`)).body).toEqual({
      noticeAcknowledged: true,
      paused: false,
      requests: [],
      adjustments: { realtimeMinutes: REALTIME_MAX_MINUTES, textOnly: false, captions: false },
    });
    const unknown = await callApi('/interview-ai-notice', {
      body: { chatSessionId: '00000000-0000-4000-8000-00000000dead', version: PRACTICE_AI_NOTICE.version },
    });
    expect(unknown.status).toBe(404);
  });
});
