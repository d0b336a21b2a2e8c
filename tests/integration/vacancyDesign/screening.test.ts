import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/stack';
import {
  applicationInput,
  applyTo,
  countWhere,
  createRecruiter,
  createVacancyFor,
  readDoc,
} from '../../support/recruiting';
import { waitForEmail, emailsTo } from '../../support/mailbox';
import { auditEntries, candidateToken } from '../../support/people';

const REASON = 'El puesto exige permiso de trabajo vigente en España.';

/** Issue 30: one knock-out per question kind the tests need; `autoReject` decides whether it rejects on its own. */
const screening = (autoReject: boolean) => [
  {
    prompt: '¿Tienes permiso de trabajo en España?',
    kind: 'yesno',
    knockout: { accepted: ['yes'], autoReject, reason: REASON },
  },
  { prompt: '¿Cuántos años de experiencia tienes en cocina?', kind: 'number', knockout: { min: 2 } },
  { prompt: '¿Qué turno prefieres?', kind: 'choice', options: ['Mañana', 'Tarde'] },
];

const goodAnswers = { q1: 'yes', q2: '4', q3: 'Tarde' };

async function vacancyWithScreening(autoReject: boolean) {
  const recruiter = await createRecruiter('Cocinas del Norte');
  const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Cocinera', screening: screening(autoReject) });
  return { recruiter, vacancyId };
}

async function dashboardApplication(token: string, vacancyId: string, applicationId: string) {
  const { body } = await callApi('/vacancies', { token });
  const vacancy = body.find((v: any) => v.id === vacancyId);
  return vacancy.applications.find((a: any) => a.id === applicationId);
}

describe('screening questions on the application (issue 30)', () => {
  it('shows the questions to candidates without their knock-out rules', async () => {
    const { vacancyId } = await vacancyWithScreening(true);
    const { body } = await callApi(`/public-vacancy/${vacancyId}`);
    expect(body.screening).toEqual([
      { id: 'q1', prompt: '¿Tienes permiso de trabajo en España?', kind: 'yesno', options: [] },
      { id: 'q2', prompt: '¿Cuántos años de experiencia tienes en cocina?', kind: 'number', options: [] },
      { id: 'q3', prompt: '¿Qué turno prefieres?', kind: 'choice', options: ['Mañana', 'Tarde'] },
    ]);
    expect(JSON.stringify(body)).not.toContain(REASON);
  });

  it('refuses a knock-out without accepted answers when the company saves it', async () => {
    const recruiter = await createRecruiter();
    const response = await callApi('/create-vacancy', {
      token: recruiter.token,
      body: {
        jobTitle: 'Cocinera',
        employeeLocation: 'Bilbao',
        description: 'Cocina.',
        screening: [{ prompt: '¿Carnet?', kind: 'yesno', knockout: { accepted: [] } }],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Indica al menos una respuesta aceptada para la pregunta eliminatoria.');
  });

  it('answers 400 with a Spanish error per missing or malformed answer, and writes nothing', async () => {
    const { vacancyId } = await vacancyWithScreening(true);
    const response = await callApi('/submit-application', {
      body: applicationInput(vacancyId, { screening: { q1: 'quizá', q2: 'muchos' } }),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      'screening.q1': 'Responde sí o no a «¿Tienes permiso de trabajo en España?».',
      'screening.q2': 'La respuesta a «¿Cuántos años de experiencia tienes en cocina?» debe ser un número.',
      'screening.q3': 'Responde la pregunta «¿Qué turno prefieres?».',
    });
    expect(await countWhere('applications', 'vacancyId', vacancyId)).toBe(0);
  });

  it('stores the answers and leaves an application that meets every knock-out in Nueva, unmarked', async () => {
    const { recruiter, vacancyId } = await vacancyWithScreening(true);
    const { applicationId } = await applyTo(vacancyId, { screening: goodAnswers });
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.status).toBe('Nueva');
    expect(stored!.screening).toEqual({
      answers: [
        {
          questionId: 'q1',
          prompt: '¿Tienes permiso de trabajo en España?',
          kind: 'yesno',
          answer: 'yes',
          knockedOut: false,
        },
        {
          questionId: 'q2',
          prompt: '¿Cuántos años de experiencia tienes en cocina?',
          kind: 'number',
          answer: '4',
          knockedOut: false,
        },
        { questionId: 'q3', prompt: '¿Qué turno prefieres?', kind: 'choice', answer: 'Tarde', knockedOut: false },
      ],
      knockedOut: false,
      autoRejected: false,
    });
    const seen = await dashboardApplication(recruiter.token, vacancyId, applicationId);
    expect(seen.screening.knockedOut).toBe(false);
  });

  it("includes the candidate's answers in their data download", async () => {
    const { vacancyId } = await vacancyWithScreening(false);
    const { input } = await applyTo(vacancyId, { screening: { ...goodAnswers, q1: 'no' } });
    const token = await candidateToken(input.email);
    const { status, body } = await callApi('/candidate-data', { body: { token } });
    expect(status).toBe(200);
    expect(body.application.screening).toEqual([
      { question: '¿Tienes permiso de trabajo en España?', answer: 'no', knockedOut: true },
      { question: '¿Cuántos años de experiencia tienes en cocina?', answer: '4', knockedOut: false },
      { question: '¿Qué turno prefieres?', answer: 'Tarde', knockedOut: false },
    ]);
  });

  it('with "descartar automáticamente" off, a failed knock-out leaves the application in Nueva, marked, and emails no rejection', async () => {
    const { recruiter, vacancyId } = await vacancyWithScreening(false);
    const { applicationId, input } = await applyTo(vacancyId, { screening: { ...goodAnswers, q1: 'no' } });
    const seen = await dashboardApplication(recruiter.token, vacancyId, applicationId);
    expect(seen.status).toBe('Nueva');
    expect(seen.statusHistory.map((entry: any) => entry.status)).toEqual(['Nueva']);
    expect(seen.screening).toMatchObject({ knockedOut: true, autoRejected: false });
    expect(seen.screening.answers[0]).toMatchObject({ questionId: 'q1', answer: 'no', knockedOut: true });
    await waitForEmail(input.email, { subject: 'Recibimos tu postulación' });
    expect((await emailsTo(input.email)).map((email) => email.subject)).toEqual([
      'Recibimos tu postulación a Cocinera en Cocinas del Norte',
    ]);
    expect((await auditEntries(recruiter.companyId)).filter((entry) => entry.kind === 'candidate.knockedOut')).toEqual(
      [],
    );
  });

  it('with "descartar automáticamente" on, a failed knock-out moves it to Descartado, emails the reason and records the rule and the answer', async () => {
    const { recruiter, vacancyId } = await vacancyWithScreening(true);
    // Issue 32: the automatic rejection is the company's own rejection template, with the reason after it.
    const template = await callApi('/email-templates/rejection', {
      method: 'PUT',
      body: { subject: 'Sobre tu postulación a {vacante}', body: 'Hola, {nombre}:\n\n{empresa} no seguirá esta vez.' },
      token: recruiter.token,
    });
    expect(template.status).toBe(200);
    const { applicationId, input } = await applyTo(vacancyId, { screening: { ...goodAnswers, q1: 'no' } });
    const seen = await dashboardApplication(recruiter.token, vacancyId, applicationId);
    expect(seen.status).toBe('Descartado');
    expect(seen.statusHistory.map((entry: any) => [entry.status, entry.notes, entry.by])).toEqual([
      ['Nueva', 'Postulación recibida.', null],
      [
        'Descartado',
        'Descartado automáticamente por la pregunta eliminatoria «¿Tienes permiso de trabajo en España?».',
        null,
      ],
    ]);
    expect(seen.screening).toMatchObject({ knockedOut: true, autoRejected: true });
    const rejection = await waitForEmail(input.email, { subject: 'Sobre tu postulación a Cocinera' });
    expect(rejection.text).toContain(`Hola, ${input.name}:`);
    expect(rejection.text).toContain('Cocinas del Norte no seguirá esta vez.');
    expect(rejection.text).toContain(`Motivo: ${REASON}`);
    expect(rejection.text).toContain('La decisión se tomó de forma automática');
    const [entry] = (await auditEntries(recruiter.companyId)).filter((e) => e.kind === 'candidate.knockedOut');
    expect(entry).toMatchObject({
      actor: { type: 'system' },
      applicationId,
      vacancyId,
      action: 'POST /api/submit-application',
      detail: 'Pregunta eliminatoria «¿Tienes permiso de trabajo en España?»; respuesta: «No».',
    });
    // The vacancy's counters count it under Descartado.
    const vacancy = await readDoc(`vacancies/${vacancyId}`);
    expect(vacancy!.counts).toMatchObject({ applications: 1 });
    // Issue 32: that was the person's rejection for this vacancy; moving it to Descartado again sends none.
    await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Evaluar', notes: '' },
      token: recruiter.token,
    });
    const again = await callApi('/update-application-status', {
      body: {
        applicationId,
        newStatus: 'Descartado',
        notes: '',
        candidateEmail: { template: { subject: 'Otra vez {vacante}', body: 'Hola, {nombre}:\n\nNo.' } },
      },
      token: recruiter.token,
    });
    expect(again.body.candidateEmail).toBe('alreadySent');
    expect((await emailsTo(input.email)).filter((mail) => mail.subject.startsWith('Otra vez'))).toEqual([]);
  });

  it('a failed knock-out that does not reject on its own only marks, even beside a met auto-reject one', async () => {
    const { recruiter, vacancyId } = await vacancyWithScreening(true);
    const { applicationId } = await applyTo(vacancyId, { screening: { ...goodAnswers, q2: '1' } });
    const seen = await dashboardApplication(recruiter.token, vacancyId, applicationId);
    expect(seen.status).toBe('Nueva');
    expect(seen.screening).toMatchObject({ knockedOut: true, autoRejected: false });
  });
});

describe('pay range and closing date (issue 30)', () => {
  const payRange = { min: 1500, max: 1900, currency: 'EUR', period: 'MONTH' };

  it('shows the range on the public view and refuses a range whose max is under its min', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter, { payRange, closingDate: '2099-12-31' });
    const { body } = await callApi(`/public-vacancy/${vacancyId}`);
    expect(body).toMatchObject({ payRange, closingDate: '2099-12-31', acceptingApplications: true });
    const bad = await callApi('/create-vacancy', {
      token: recruiter.token,
      body: { jobTitle: 'X', employeeLocation: 'Y', description: 'Z', payRange: { ...payRange, max: 1000 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('El salario máximo no puede ser menor que el mínimo.');
  });

  it('closes the vacancy after its closing day: the job page says so and the application is refused', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter, { payRange, closingDate: '2020-01-31' });
    const { body } = await callApi(`/public-vacancy/${vacancyId}`);
    expect(body.acceptingApplications).toBe(false);
    const refused = await callApi('/submit-application', { body: applicationInput(vacancyId) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Esta vacante ya no recibe postulaciones.');
    expect(await countWhere('applications', 'vacancyId', vacancyId)).toBe(0);
  });
});
