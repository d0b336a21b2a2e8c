import { randomUUID } from 'node:crypto';
import { candidateSearchPrefixes } from '@clara/domain/recruiting/pipeline/keys';
import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import {
  applicationInput,
  applyTo,
  countWhere,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setVacancyStatus,
} from '../../support/recruiting';

describe('GET /api/public-vacancy/{id}', () => {
  it('shows the public view of a vacancy, without company internals', async () => {
    const recruiter = await createRecruiter('Andes Logística');
    const id = await createVacancyFor(recruiter, {
      jobTitle: 'Chofer',
      jobType: 'Part time',
      workplaceType: 'Onsite',
      employeeLocation: 'Arequipa',
      country: 'Perú',
    });
    const response = await callApi(`/public-vacancy/${id}`);
    expect(response).toEqual({
      status: 200,
      body: {
        id,
        title: 'Chofer',
        company: 'Andes Logística',
        jobType: 'Part time',
        workplaceType: 'Onsite',
        employeeLocation: 'Arequipa',
        country: 'Perú',
        description: 'APIs con Node.js y Firestore.',
        acceptingApplications: true,
      },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await callApi('/public-vacancy/no-existe-123');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('No se encontró la vacante.');
  });
});

describe('POST /api/check-duplicate-app', () => {
  it('says whether the email already applied to the vacancy, ignoring case', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { input } = await applyTo(vacancyId);
    expect(
      (await callApi('/check-duplicate-app', { body: { email: input.email.toUpperCase(), vacancyId } })).body,
    ).toEqual({ exists: true });
    expect((await callApi('/check-duplicate-app', { body: { email: 'otra@prueba.test', vacancyId } })).body).toEqual({
      exists: false,
    });
  });

  it('answers 400 for an invalid email', async () => {
    const response = await callApi('/check-duplicate-app', { body: { email: 'no-es-correo', vacancyId: 'vac-1' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('El correo electrónico no tiene un formato válido.');
  });
});

describe('POST /api/submit-application', () => {
  it('stores the application as Nueva with its first history entry', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { applicationId, consentVersion, ...submitted } = applicationInput(vacancyId);
    const response = await callApi('/submit-application', { body: { applicationId, consentVersion, ...submitted } });
    // Issue 33: the answer also carries the token that opens the voluntary self-identification.
    expect(response).toEqual({
      status: 201,
      body: { applicationId, selfIdentificationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const stored = await readDoc(`applications/${applicationId}`);
    // Every submitted field (vacancyId, name, email, phoneNumber, countryCode, linkedin, cv) as sent, and the rest.
    expect(stored).toEqual({
      ...submitted,
      companyId: recruiter.companyId,
      candidateId: expect.stringMatching(/^cand-[0-9a-f]{24}$/),
      status: 'Nueva',
      statusHistory: [
        { id: expect.any(String), status: 'Nueva', date: expect.any(Number), notes: 'Postulación recibida.', by: null },
      ],
      interviewId: null,
      createdAt: expect.any(Number),
      // Issue 11: its place in the vacancy's pages and the prefixes that find it (name, name words, email).
      statusRank: 5,
      searchPrefixes: candidateSearchPrefixes(submitted.name, submitted.email),
      // Issue 10: the notice accepted at the confirm step, with its version and time.
      consent: { version: consentVersion, acceptedAt: expect.any(Number) },
      // Issue 23: no source on the link.
      source: 'directo',
    });
  });

  it('answers 400 with a clear message and writes nothing', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const noCv = await callApi('/submit-application', { body: applicationInput(vacancyId, { cv: '' }) });
    expect(noCv.status).toBe(400);
    expect(noCv.body.error).toBe('Adjunta tu CV o pega su texto.');
    const badPhone = await callApi('/submit-application', {
      body: applicationInput(vacancyId, { phoneNumber: 'llámame' }),
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields.phoneNumber).toMatch(/teléfono/);
    expect(await countWhere('applications', 'vacancyId', vacancyId)).toBe(0);
  });

  it('refuses unknown and closed vacancies', async () => {
    const recruiter = await createRecruiter();
    expect((await callApi('/submit-application', { body: applicationInput('no-existe') })).status).toBe(404);
    const closed = await createVacancyFor(recruiter);
    await setVacancyStatus(recruiter, closed, 'Cerrada');
    const response = await callApi('/submit-application', { body: applicationInput(closed) });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Esta vacante ya no recibe postulaciones.');
    expect(await countWhere('applications', 'vacancyId', closed)).toBe(0);
  });

  it('refuses a second application with the same email (any case) to the same vacancy', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { input } = await applyTo(vacancyId);
    const again = await callApi('/submit-application', {
      body: applicationInput(vacancyId, { email: input.email.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya existe una postulación con este correo electrónico para esta vacante.');
    expect(await countWhere('applications', 'vacancyId', vacancyId)).toBe(1);
    // The same person may apply to another vacancy.
    const otherVacancy = await createVacancyFor(recruiter);
    expect(
      (await callApi('/submit-application', { body: applicationInput(otherVacancy, { email: input.email }) })).status,
    ).toBe(201);
  });

  it('stores exactly one application when duplicate submissions race', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const email = `carrera-${randomUUID().slice(0, 6)}@prueba.test`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => callApi('/submit-application', { body: applicationInput(vacancyId, { email }) })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(7);
    const stored = await adminDb().collection('applications').where('vacancyId', '==', vacancyId).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.id).toBe(responses.find((r) => r.status === 201)!.body.applicationId);
  });
});
