import { afterAll, describe, expect, it } from 'vitest';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { COMMON_ERRORS, RECRUITING_ERRORS } from '@clara/domain';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { applyTo, createRecruiter, createVacancyFor, readDoc, acceptNotice } from '../../support/recruiting';
import { useBrowserFirestore } from '../../support/browserFirestore';
import { callApi, closeAdmin } from '../../support/stack';

/**
 * COMMON decision 1, read as the browser reads (firebase/firestore/lite through the REST front that mirrors
 * firestore.rules): what a code reads holds only what its page shows.
 */
const db = useBrowserFirestore();
afterAll(closeAdmin);

const CV = 'Calle Falsa 123, Lima. DNI 45678912. Seis años con Node.js.';

async function assignedInterview() {
  const recruiter = await createRecruiter();
  const vacancyId = await createVacancyFor(recruiter, { description: 'Descripción interna de la vacante.' });
  const { applicationId } = await applyTo(vacancyId, { cv: CV });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const started = await callApi('/start-clara-interview', {
    body: { applicationId, candidateId, vacancyId },
    token: recruiter.token,
  });
  expect(started.status).toBe(200);
  await acceptNotice(started.body.code);
  return { recruiter, code: started.body.code as string, applicationId, vacancyId, candidateId };
}

describe('what an interview code reads', () => {
  it('a company interview shows its chat only: no CV, no context, no ids, no analysis', async () => {
    const { recruiter, code, applicationId, vacancyId, candidateId } = await assignedInterview();
    for (const answer of STRONG_ANSWERS) {
      const sent = await callApi('/chat', { body: { message: answer, chatSessionId: code } });
      if (sent.body.status === 'Finished') break;
    }
    const snapshot = await getDoc(doc(db(), 'company_interviews', code));
    const data = snapshot.data()!;
    expect(Object.keys(data).sort()).toEqual([
      'chatHistory',
      'createdAt',
      'hasAnalysis',
      'interviewDate',
      'status',
      'updatedAt',
    ]);
    expect(data).toMatchObject({ status: 'Finished', hasAnalysis: true });
    const text = JSON.stringify(data);
    for (const secret of [
      'DNI 45678912',
      recruiter.companyId,
      applicationId,
      vacancyId,
      candidateId,
      'evaluationSummary',
    ]) {
      expect(text).not.toContain(secret);
    }
    await expect(getDoc(doc(db(), 'interview_private', code))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(db(), 'interview_private'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(db(), 'company_interviews'))).rejects.toMatchObject({ code: 'permission-denied' });

    // The API a code holder uses tells no more.
    const chat = await callApi(`/chat/${code}`);
    expect(chat.body).toMatchObject({ hasAnalysis: true, analysis: null });
    expect(JSON.stringify(chat.body)).not.toContain('DNI 45678912');

    // The company reads the analysis with its token; another company and no token do not.
    const member = await callApi(`/company-interview/${code}/analysis`, { token: recruiter.token });
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ code, status: 'Finished', score: expect.any(Number) });
    expect(member.body.analysis.evaluationSummary).toBe(member.body.overall);
    const other = await createRecruiter();
    expect(await callApi(`/company-interview/${code}/analysis`, { token: other.token })).toEqual({
      status: 404,
      body: { error: RECRUITING_ERRORS.interviewNotFound },
    });
    expect(await callApi(`/company-interview/${code}/analysis`)).toEqual({
      status: 401,
      body: { error: COMMON_ERRORS.unauthenticated },
    });
  });

  it('media names no interview', async () => {
    const created = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
    const code = created.body.chatSessionId as string;
    const uploaded = await callApi('/chat-media', {
      body: {
        mediaData: 'data:audio/webm;base64,GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwH',
        mediaType: 'audio',
        chatSessionId: code,
      },
    });
    expect(uploaded.status).toBe(200);
    const media = await getDoc(doc(db(), 'media', uploaded.body.mediaId));
    expect(media.exists()).toBe(true);
    expect(JSON.stringify(media.data())).not.toContain(code);
    expect(media.data()).not.toHaveProperty('sessionCode');
  });

  it('a practice interview shows what its pages need, and its label', async () => {
    const created = await callApi('/generate-code', {
      body: {
        jobDescription: 'Puesto: Analista de Datos\nRequisitos: SQL',
        candidateCV: 'Calle Falsa 123',
        interviewFocus: 'habilidades',
      },
    });
    const code = created.body.chatSessionId as string;
    const data = (await getDoc(doc(db(), 'interviews', code))).data()!;
    expect(data.label).toEqual({ kind: 'custom', title: 'Analista de Datos · enfoque habilidades' });
    expect(data.expiresAt).toBeGreaterThan(data.createdAt);
    expect(JSON.stringify(data)).not.toContain('Calle Falsa');
    expect(data).not.toHaveProperty('context');
  });
});
