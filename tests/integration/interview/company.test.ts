import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_ERRORS,
  AI_NOTICE,
  COMPANY_INTERVIEWS,
  CONSENT_ERRORS,
  CONSENT_NOTICE,
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  nowSeconds,
  parseAnalysis,
} from '@clara/domain';
import { FRONTEND_COMPANY, STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { SEED_CODES } from '../../../functions/src/interview/seed/generateSeed';
import { adminDb, callApi } from '../../support/stack';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import { answerAll, send, storedPage, storedSession } from './helpers';
import type { createInterviewSession as CreateInterviewSession } from '../../../functions/src/sessions/sessions';
import type { db as FunctionsDb } from '../../../functions/src/platform/firebase';

// The contract function itself, run in this process against the stack's Firestore (as the recruiting
// feature runs it inside its transaction).
let createInterviewSession: typeof CreateInterviewSession;
let functionsDb: typeof FunctionsDb;

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ createInterviewSession } = await import('../../../functions/src/sessions/sessions'));
  ({ db: functionsDb } = await import('../../../functions/src/platform/firebase'));
});
afterAll(disconnectFunctionsInProcess);

/**
 * A test-only application in Entrevista (or another status) and its company interview, in a company of
 * its own so the shared seed's demo company stays as other tests expect it.
 */
const COMPANY = 'test-company-interviews';
const VACANCY = 'vac-test-interviews';

/** `consented`: the data notice accepted; `acknowledged`: the AI notice too (issue 33), as a candidate does both. */
async function companyInterview(applicationStatus = 'Entrevista', consented = true, acknowledged = consented) {
  const applicationId = `app-test-${randomUUID().slice(0, 8)}`;
  const entered = nowSeconds() - 3600;
  // The application's vacancy exists (a status change moves its counters).
  await adminDb()
    .doc(`vacancies/${VACANCY}`)
    .set({ companyId: COMPANY, title: 'Frontend', status: 'Activa' }, { merge: true });
  await adminDb()
    .collection('applications')
    .doc(applicationId)
    .set({
      companyId: COMPANY,
      vacancyId: VACANCY,
      candidateId: `cand-${applicationId}`,
      name: 'Marta Ruiz',
      email: 'marta.ruiz@example.com',
      status: applicationStatus,
      statusHistory: [
        { status: 'Nueva', date: entered - 60, notes: 'Postulación recibida.' },
        { status: 'Entrevista', date: entered, notes: 'Entrevista con Clara asignada.' },
      ],
    });
  const { code } = await functionsDb().runTransaction((tx) =>
    createInterviewSession(tx, {
      isPractice: false,
      context: FRONTEND_COMPANY,
      companyId: COMPANY,
      vacancyId: VACANCY,
      applicationId,
      candidateId: `cand-${applicationId}`,
      consent: consented ? { version: CONSENT_NOTICE.version, acceptedAt: nowSeconds() } : null,
    }),
  );
  if (acknowledged)
    await adminDb()
      .doc(`interview_private/${code}`)
      .set({ aiNotice: { version: AI_NOTICE.version, acknowledgedAt: nowSeconds() } }, { merge: true });
  return { code, applicationId };
}

describe('a company interview', () => {
  it("refuses the first message (text or media) until the candidate's consent is recorded, and stores nothing", async () => {
    const { code } = await companyInterview('Entrevista', false);
    const refused = { status: 403, body: { error: CONSENT_ERRORS.noticeRequired } };
    expect(await send(code, 'Hola, soy Marta.')).toEqual(refused);
    expect(
      await callApi('/chat-media', {
        body: { mediaData: 'data:audio/webm;base64,GkXfo59ChoEBQveBAULygQ==', mediaType: 'audio', chatSessionId: code },
      }),
    ).toEqual(refused);
    const untouched = await storedSession(COMPANY_INTERVIEWS, code);
    expect(untouched.chatHistory).toHaveLength(1);
    expect(untouched.status).toBe('Not Started');
    expect(untouched.mediaIds).toEqual([]);
    expect(
      (await callApi('/interview-consent', { body: { chatSessionId: code, version: CONSENT_NOTICE.version } })).status,
    ).toBe(201);
    expect(
      (await callApi('/interview-ai-notice', { body: { chatSessionId: code, version: AI_NOTICE.version } })).status,
    ).toBe(201);
    const sent = await send(code, 'Hola, soy Marta.');
    expect(sent.status).toBe(200);
    expect(sent.body.chatHistory).toHaveLength(3);
  });

  it('refuses the first turn by chat, streamed chat or a recorded answer with 409 until the AI notice is acknowledged (issue 33), and stores nothing', async () => {
    const { code } = await companyInterview('Entrevista', true, false);
    const refused = { status: 409, body: { error: ACCOMMODATION_ERRORS.noticeRequired } };
    expect(await send(code, 'Hola, soy Marta.')).toEqual(refused);
    expect(
      await callApi('/chat-stream', {
        body: { message: 'Hola, soy Marta.', chatSessionId: code, status: 'In progress' },
      }),
    ).toEqual(refused);
    expect(
      await callApi('/chat-media', {
        body: { mediaData: 'data:audio/webm;base64,GkXfo59ChoEBQveBAULygQ==', mediaType: 'audio', chatSessionId: code },
      }),
    ).toEqual(refused);
    const untouched = await storedSession(COMPANY_INTERVIEWS, code);
    expect(untouched.chatHistory).toHaveLength(1);
    expect(untouched.status).toBe('Not Started');
    expect(untouched.interviewDate).toBeNull();
    expect(untouched.mediaIds).toEqual([]);

    const acknowledged = await callApi('/interview-ai-notice', {
      body: { chatSessionId: code, version: AI_NOTICE.version },
    });
    expect(acknowledged.status).toBe(201);
    const sent = await send(code, 'Hola, soy Marta.');
    expect(sent.status).toBe(200);
    expect(sent.body.chatHistory).toHaveLength(3);
  });

  it('is created by createInterviewSession inside a transaction, with Clara greeting the candidate', async () => {
    const { code, applicationId } = await companyInterview();
    expect(code).toHaveLength(36);
    const stored = await storedSession(COMPANY_INTERVIEWS, code);
    expect(stored).toMatchObject({
      status: 'Not Started',
      isPractice: false,
      interviewerId: 'clara',
      interviewDate: null,
      analysis: null,
      score: null,
      overall: null,
      transcription: '',
      feedback: null,
      companyId: COMPANY,
      vacancyId: VACANCY,
      applicationId,
      candidateId: `cand-${applicationId}`,
      context: FRONTEND_COMPANY,
    });
    expect(stored.chatHistory[0]?.text).toMatch(/^¡Hola, Marta! Soy Clara/);
    expect(JSON.stringify(stored)).not.toContain('@example.com');
    const page = await storedPage(COMPANY_INTERVIEWS, code);
    expect(Object.keys(page!).sort()).toEqual([
      'chatHistory',
      'createdAt',
      'hasAnalysis',
      'interviewDate',
      'status',
      'updatedAt',
    ]);
    expect(await callApi(`/check-session?chatSessionId=${code}`)).toEqual({
      status: 200,
      body: { chatSessionExists: true, isPractice: false, status: 'Not Started' },
    });
  });

  it('finishes, stores its analysis and moves its application to Evaluar in the request of the final message', async () => {
    const { code, applicationId } = await companyInterview();
    const { history, status } = await answerAll(code, STRONG_ANSWERS);
    expect(status).toBe('Finished');
    expect(history.at(-1)!.text.endsWith(DISABLE_CHAT_MARKER)).toBe(true);

    const stored = await storedSession(COMPANY_INTERVIEWS, code);
    expect(stored.status).toBe('Finished');
    const parsed = parseAnalysis(stored.analysis);
    expect(parsed.ok).toBe(true);
    expect(stored.score).toBe(stored.analysis!.score);
    expect(stored.overall).toBe(stored.analysis!.evaluationSummary);
    expect(stored.transcription).toContain('Clara: ');

    const application = (await adminDb().collection('applications').doc(applicationId).get()).data()!;
    expect(application.status).toBe('Evaluar');
    expect(application.statusHistory).toHaveLength(3);
    const entry = application.statusHistory.at(-1);
    expect(entry).toMatchObject({ status: 'Evaluar', notes: 'Entrevista con Clara completada' });
    expect(Math.abs(entry.date - nowSeconds())).toBeLessThan(120);
    expect(application.email).toBe('marta.ruiz@example.com');

    // The code holder learns that it is analysed; the analysis is the company's.
    const analysed = await callApi('/analyze-chat', { body: { chatSessionId: code } });
    expect(analysed).toEqual({ status: 200, body: { status: 'Finished', hasAnalysis: true } });
    expect((await callApi(`/chat/${code}`)).body).toMatchObject({
      isPractice: false,
      hasAnalysis: true,
      status: 'Finished',
      analysis: null,
    });
    expect(await storedPage(COMPANY_INTERVIEWS, code)).toMatchObject({ status: 'Finished', hasAnalysis: true });
  });

  it("answers a question about the role from the vacancy text, and notes for the recruiter the one it cannot answer, never on the code's page", async () => {
    const { code } = await companyInterview();
    const { body } = await send(code, '¿Cuál es el salario?');
    const reply = body.chatHistory.at(-1).text as string;
    expect(reply).toContain('no aparece en la descripción de la vacante');
    expect(reply).not.toMatch(/\d+ ?(€|euros)/);
    const testing = (await send(code, '¿Usáis Jest para el testing?')).body.chatHistory.at(-1).text as string;
    expect(testing).toContain(
      'Según la descripción de la vacante: «Buscamos una persona con experiencia en React, TypeScript y testing con Jest.»',
    );
    const stored = await storedSession(COMPANY_INTERVIEWS, code);
    expect(stored.candidateQuestions).toEqual([{ question: '¿Cuál es el salario?', date: expect.any(Number) }]);
    expect(await storedPage(COMPANY_INTERVIEWS, code)).not.toHaveProperty('candidateQuestions');
  });

  it('leaves an application that is no longer in Entrevista where it is', async () => {
    const { code, applicationId } = await companyInterview('Descartado');
    await answerAll(code, STRONG_ANSWERS);
    expect((await storedSession(COMPANY_INTERVIEWS, code)).analysis).not.toBeNull();
    const application = (await adminDb().collection('applications').doc(applicationId).get()).data()!;
    expect(application.status).toBe('Descartado');
    expect(application.statusHistory).toHaveLength(2);
  });

  it('is analysed only when it finishes', async () => {
    const { code } = await companyInterview();
    await send(code, STRONG_ANSWERS[0]);
    expect(await callApi('/analyze-chat', { body: { chatSessionId: code } })).toEqual({
      status: 409,
      body: { error: INTERVIEW_ERRORS.companyNotFinished },
    });
  });

  it('serves the seeded company interviews by code', async () => {
    const pending = await callApi(`/chat/${SEED_CODES.companyNotStarted}`);
    expect(pending.body).toMatchObject({ status: 'Not Started', isPractice: false, hasAnalysis: false });
    const finished = await callApi(`/chat/${SEED_CODES.companyFinished['app-seleccionado']}`);
    expect(finished.body).toMatchObject({ status: 'Finished', isPractice: false, hasAnalysis: true, analysis: null });
    expect((await send(SEED_CODES.companyFinished['app-evaluar'], 'Hola')).status).toBe(409);
  });
});
