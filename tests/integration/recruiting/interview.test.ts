import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';

async function setup() {
  const recruiter = await createRecruiter('Minera del Sur');
  const vacancyId = await createVacancyFor(recruiter, {
    jobTitle: 'Ingeniera de Minas',
    description: 'Planificación de voladuras y seguridad.',
  });
  const { applicationId, input } = await applyTo(vacancyId, {
    name: 'Paula Quispe',
    cv: 'Ocho años en minería subterránea.',
  });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  return { recruiter, vacancyId, applicationId, candidateId, input };
}

const interviewsOf = (applicationId: string) =>
  adminDb().collection('interview_private').where('applicationId', '==', applicationId).get();

describe('POST /api/start-clara-interview', () => {
  it('creates the company interview, stores its reference and moves the application to Entrevista', async () => {
    const { recruiter, vacancyId, applicationId, candidateId } = await setup();
    const response = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: recruiter.token,
    });
    expect(response.status).toBe(200);
    const code: string = response.body.code;
    expect(code).toHaveLength(36);
    expect(response.body).toEqual({ interviewId: `company_interviews/${code}`, code, created: true });

    // COMMON decision 1: the code reads the chat only; CV, job description and ids are function-only.
    const page = await readDoc(`company_interviews/${code}`);
    expect(page).toMatchObject({ status: 'Not Started', hasAnalysis: false });
    expect(Object.keys(page!).sort()).toEqual([
      'chatHistory',
      'createdAt',
      'hasAnalysis',
      'interviewDate',
      'status',
      'updatedAt',
    ]);
    const interview = await readDoc(`interview_private/${code}`);
    expect(interview).toMatchObject({
      isPractice: false,
      companyId: recruiter.companyId,
      vacancyId,
      applicationId,
      candidateId,
      context: {
        kind: 'company',
        jobTitle: 'Ingeniera de Minas',
        jobDescription: 'Planificación de voladuras y seguridad.',
        candidateName: 'Paula Quispe',
        candidateCV: 'Ocho años en minería subterránea.',
        interviewFocus: 'balanceada',
        // The vacancy's own fields, so Clara can answer "¿es remoto?" from them.
        vacancyDetails: 'Modalidad: Remoto\nUbicación: Quito, Ecuador\nTipo de empleo: Tiempo completo',
      },
    });

    const application = await readDoc(`applications/${applicationId}`);
    expect(application).toMatchObject({ status: 'Entrevista', interviewId: `company_interviews/${code}` });
    expect(application!.statusHistory.at(-1)).toEqual({
      id: expect.any(String),
      status: 'Entrevista',
      date: expect.any(Number),
      notes: 'Entrevista con Clara asignada.',
      by: { uid: recruiter.uid, email: recruiter.email },
    });

    const dashboard = await callApi('/vacancies', { token: recruiter.token });
    const listed = dashboard.body[0].applications[0];
    expect(listed.interviews).toEqual([expect.objectContaining({ id: code, status: 'Not Started' })]);
  });

  it('answers the existing interview on a second call and creates no other', async () => {
    const { recruiter, vacancyId, applicationId, candidateId } = await setup();
    const body = { applicationId, candidateId, vacancyId };
    const first = await callApi('/start-clara-interview', { body, token: recruiter.token });
    const second = await callApi('/start-clara-interview', { body, token: recruiter.token });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ interviewId: first.body.interviewId, code: first.body.code, created: false });
    expect((await interviewsOf(applicationId)).size).toBe(1);
    expect((await readDoc(`applications/${applicationId}`))!.statusHistory).toHaveLength(2);
  });

  it('creates exactly one interview when assignments race', async () => {
    const { recruiter, vacancyId, applicationId, candidateId } = await setup();
    const body = { applicationId, candidateId, vacancyId };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => callApi('/start-clara-interview', { body, token: recruiter.token })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const codes = new Set(responses.map((r) => r.body.code));
    expect(codes.size).toBe(1);
    expect(responses.filter((r) => r.body.created)).toHaveLength(1);
    const stored = await interviewsOf(applicationId);
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.id).toBe([...codes][0]);
    const application = await readDoc(`applications/${applicationId}`);
    expect(application!.statusHistory.filter((e: any) => e.status === 'Entrevista')).toHaveLength(1);
  });

  it('answers 404 for another company’s application and writes nothing', async () => {
    const { vacancyId, applicationId, candidateId } = await setup();
    const intruder = await createRecruiter();
    const response = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: intruder.token,
    });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('No se encontró la postulación.');
    expect((await interviewsOf(applicationId)).size).toBe(0);
    expect(await readDoc(`applications/${applicationId}`)).toMatchObject({ status: 'Nueva', interviewId: null });
  });

  it('answers 400 for an invalid or mismatched body, 409 outside Nueva, and 401 without a token', async () => {
    const { recruiter, vacancyId, applicationId, candidateId } = await setup();
    const missing = await callApi('/start-clara-interview', {
      body: { applicationId, vacancyId },
      token: recruiter.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('El campo «candidato» es obligatorio.');
    const mismatch = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId: 'cand-otro', vacancyId },
      token: recruiter.token,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('La postulación no corresponde a la vacante o al candidato indicados.');
    expect((await callApi('/start-clara-interview', { body: { applicationId, candidateId, vacancyId } })).status).toBe(
      401,
    );

    await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Descartado' },
      token: recruiter.token,
    });
    const discarded = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: recruiter.token,
    });
    expect(discarded.status).toBe(409);
    expect(discarded.body.error).toBe('Solo se puede asignar una entrevista a postulaciones en estado «Nueva».');
    expect((await interviewsOf(applicationId)).size).toBe(0);
  });
});
