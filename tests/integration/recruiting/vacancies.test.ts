import { emptyVacancyCounts } from '@clara/domain/recruiting/pipeline/model';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/stack';
import {
  applyTo,
  countWhere,
  createRecruiter,
  createVacancyFor,
  readDoc,
  signUpUser,
  vacancyInput,
} from '../../support/recruiting';

describe('POST /api/create-vacancy', () => {
  it('creates an open vacancy for the caller’s company with the SPEC defaults', async () => {
    const recruiter = await createRecruiter();
    const before = Math.floor(Date.now() / 1000);
    const response = await callApi('/create-vacancy', {
      body: { jobTitle: 'Contadora', employeeLocation: 'Cusco', description: 'Contabilidad general.' },
      token: recruiter.token,
    });
    expect(response.status).toBe(201);
    const stored = await readDoc(`vacancies/${response.body.id}`);
    expect(stored).toEqual({
      companyId: recruiter.companyId,
      title: 'Contadora',
      description: 'Contabilidad general.',
      status: 'Activa',
      createdAt: expect.any(Number),
      workplaceType: 'Onsite',
      employeeLocation: 'Cusco',
      country: '',
      jobType: 'Full time',
      comments: '',
      // Issue 30: no screening questions, pay range or closing date.
      screening: [],
      payRange: null,
      closingDate: '',
      // Issue 11: its counters start at zero.
      counts: emptyVacancyCounts(),
      countersVersion: 1,
    });
    expect(stored!.createdAt).toBeGreaterThanOrEqual(before);
    expect(stored!.createdAt).toBeLessThan(before + 120);
  });

  it('answers 400 with a clear message and writes nothing when a required field is missing', async () => {
    const recruiter = await createRecruiter();
    const response = await callApi('/create-vacancy', {
      body: vacancyInput({ employeeLocation: '' }),
      token: recruiter.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('El campo «ciudad» es obligatorio.');
    expect(response.body.fields).toEqual({ employeeLocation: 'El campo «ciudad» es obligatorio.' });
    const bad = await callApi('/create-vacancy', {
      body: vacancyInput({ jobType: 'Para siempre' }),
      token: recruiter.token,
    });
    expect(bad.status).toBe(400);
    expect(await countWhere('vacancies', 'companyId', recruiter.companyId)).toBe(0);
  });

  it('answers 401 without a token and 403 for an account without a company', async () => {
    expect((await callApi('/create-vacancy', { body: vacancyInput() })).status).toBe(401);
    const user = await signUpUser();
    const response = await callApi('/create-vacancy', { body: vacancyInput(), token: user.token });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/no tiene una empresa registrada/);
  });
});

describe('PUT /api/update-vacancy/{id}', () => {
  const update = vacancyInput({ jobTitle: 'Backend Senior', status: 'Cerrada', comments: 'Cubierta internamente.' });

  it('updates the company’s vacancy', async () => {
    const recruiter = await createRecruiter();
    const id = await createVacancyFor(recruiter);
    const response = await callApi(`/update-vacancy/${id}`, { method: 'PUT', body: update, token: recruiter.token });
    expect(response).toEqual({ status: 200, body: { id } });
    expect(await readDoc(`vacancies/${id}`)).toMatchObject({
      title: 'Backend Senior',
      status: 'Cerrada',
      comments: 'Cubierta internamente.',
      companyId: recruiter.companyId,
    });
  });

  it('answers 404 for another company’s vacancy and for an unknown one, changing nothing', async () => {
    const [owner, intruder] = await Promise.all([createRecruiter(), createRecruiter()]);
    const id = await createVacancyFor(owner);
    const response = await callApi(`/update-vacancy/${id}`, { method: 'PUT', body: update, token: intruder.token });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('No se encontró la vacante.');
    expect(await readDoc(`vacancies/${id}`)).toMatchObject({ title: 'Desarrolladora Backend', status: 'Activa' });
    expect(
      (await callApi('/update-vacancy/no-existe', { method: 'PUT', body: update, token: owner.token })).status,
    ).toBe(404);
  });

  it('answers 400 for an invalid body (missing status, bad status) and 401 without a token', async () => {
    const recruiter = await createRecruiter();
    const id = await createVacancyFor(recruiter);
    const missing = await callApi(`/update-vacancy/${id}`, {
      method: 'PUT',
      body: vacancyInput(),
      token: recruiter.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.status).toBe(
      'El campo «estado de la vacante» debe ser uno de: Activa, No Activa, Cerrada.',
    );
    const empty = await callApi(`/update-vacancy/${id}`, {
      method: 'PUT',
      body: { ...update, description: ' ' },
      token: recruiter.token,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('El campo «descripción» es obligatorio.');
    expect((await callApi(`/update-vacancy/${id}`, { method: 'PUT', body: update })).status).toBe(401);
    expect(await readDoc(`vacancies/${id}`)).toMatchObject({ title: 'Desarrolladora Backend', status: 'Activa' });
  });
});

describe('GET /api/vacancies', () => {
  it('lists only the company’s vacancies, newest first, with nested applications and candidate', async () => {
    const [recruiter, other] = await Promise.all([createRecruiter(), createRecruiter()]);
    const first = await createVacancyFor(recruiter, { jobTitle: 'Primera' });
    await new Promise((r) => setTimeout(r, 1100));
    const second = await createVacancyFor(recruiter, { jobTitle: 'Segunda' });
    await createVacancyFor(other, { jobTitle: 'Ajena' });
    const { applicationId, input } = await applyTo(first, { name: 'Rosa Linares' });

    const response = await callApi('/vacancies', { token: recruiter.token });
    expect(response.status).toBe(200);
    expect(response.body.map((v: any) => v.id)).toEqual([second, first]);
    const vacancy = response.body[1];
    expect(vacancy).toMatchObject({
      title: 'Primera',
      status: 'Activa',
      workplaceType: 'Remote',
      jobType: 'Full time',
      comments: '',
    });
    expect(vacancy).not.toHaveProperty('companyId');
    expect(vacancy.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        vacancyId: first,
        name: 'Rosa Linares',
        email: input.email,
        status: 'Nueva',
        interviewId: null,
        interviews: [],
        candidate: { name: 'Rosa Linares', email: input.email },
        statusHistory: [
          {
            id: expect.any(String),
            status: 'Nueva',
            date: expect.any(Number),
            notes: 'Postulación recibida.',
            by: null,
          },
        ],
      }),
    ]);
    expect(response.body[0].applications).toEqual([]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await callApi('/vacancies')).status).toBe(401);
    expect((await callApi('/vacancies', { token: 'falso' })).status).toBe(401);
  });

  it('serves the seeded demo company', async () => {
    const { signInWithPasswordRest } = await import('../../support/recruiting');
    const demo = await signInWithPasswordRest('demo@clara.test', 'clara-demo-2026');
    const names = await callApi('/company-names', { token: demo.token });
    expect(names.body[0]).toEqual({ id: 'demo-company', name: 'Talento Andino S.A.', role: 'owner' });
    const response = await callApi('/vacancies', { token: demo.token });
    expect(response.body.map((v: any) => [v.id, v.status])).toEqual([
      ['vac-frontend', 'Activa'],
      ['vac-datos', 'No Activa'],
      ['vac-ventas', 'Cerrada'],
    ]);
    const ids = response.body[0].applications.map((a: any) => a.id).sort();
    expect(ids).toEqual([
      'app-descartado',
      'app-entrevista',
      'app-evaluar',
      'app-nueva',
      'app-proceso',
      'app-reclutador',
      'app-seleccionado',
    ]);
  });
});
