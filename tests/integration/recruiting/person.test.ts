/**
 * Issue 32, one person across vacancies: the applications of one company with the same email (trimmed,
 * lower-cased) are one person. GET /api/person/:applicationId lists those the member may see, with their source
 * and the team's notes; another email, or the same email at another company, is another person.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, uniqueEmail, type Recruiter } from '../../support/recruiting';
import { addMember } from '../../support/team';

let owner: Recruiter;
let stranger: Recruiter;
let manager: { uid: string; token: string };
const ids = { vacancyA: '', vacancyB: '', first: '', second: '', other: '', elsewhere: '' };
const email = uniqueEmail('persona');

beforeAll(async () => {
  owner = await createRecruiter('Una Persona S.A.');
  stranger = await createRecruiter('Otra Empresa S.A.');
  ids.vacancyA = await createVacancyFor(owner, { jobTitle: 'Analista de Datos' });
  ids.vacancyB = await createVacancyFor(owner, { jobTitle: 'Ingeniera de Plataforma' });
  const strangerVacancy = await createVacancyFor(stranger, { jobTitle: 'Vacante Ajena' });
  ids.first = (await applyTo(ids.vacancyA, { name: 'Lucía Paredes', email, source: 'linkedin' })).applicationId;
  // The same person, their email typed with capitals: one person.
  ids.second = (await applyTo(ids.vacancyB, { name: 'Lucía Paredes', email: email.toUpperCase() })).applicationId;
  ids.other = (await applyTo(ids.vacancyB, { name: 'Otra Persona' })).applicationId;
  ids.elsewhere = (await applyTo(strangerVacancy, { name: 'Lucía Paredes', email })).applicationId;
  const moved = await callApi('/update-application-status', {
    body: { applicationId: ids.second, newStatus: 'Reclutador', notes: 'Buen perfil para plataforma' },
    token: owner.token,
  });
  expect(moved.status).toBe(200);
  manager = await addMember(owner, uniqueEmail('responsable'));
  const role = await callApi(`/team/members/${manager.uid}/role`, {
    method: 'PUT',
    body: { role: 'hiringManager', vacancyIds: [ids.vacancyA] },
    token: owner.token,
  });
  expect(role.status).toBe(200);
}, 180_000);

const person = (applicationId: string, token: string) => callApi(`/person/${applicationId}`, { token });

describe('GET /api/person/:applicationId', () => {
  it('shows two applications with one email as one person, with each vacancy, status and source', async () => {
    for (const from of [ids.first, ids.second]) {
      const { status, body } = await person(from, owner.token);
      expect(status).toBe(200);
      expect(body.name).toBe('Lucía Paredes');
      expect(body.applications.map((app: any) => app.applicationId)).toEqual([ids.first, ids.second]);
      expect(body.applications).toMatchObject([
        { vacancyTitle: 'Analista de Datos', status: 'Nueva', source: 'linkedin', score: null, notes: [] },
        {
          vacancyTitle: 'Ingeniera de Plataforma',
          status: 'Reclutador',
          source: 'directo',
          notes: [{ text: 'Buen perfil para plataforma', author: owner.email }],
        },
      ]);
    }
  });

  it('keeps another email, and the same email at another company, out of the person', async () => {
    const { body } = await person(ids.other, owner.token);
    expect(body.applications.map((app: any) => app.applicationId)).toEqual([ids.other]);
    const elsewhere = await person(ids.elsewhere, stranger.token);
    expect(elsewhere.body.applications.map((app: any) => app.applicationId)).toEqual([ids.elsewhere]);
  });

  it("answers 404 for another company's application", async () => {
    const { status, body } = await person(ids.first, stranger.token);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Lucía');
  });

  it("shows a hiring manager of vacancy A only the person's application to A, and B's is unknown to them", async () => {
    const { status, body } = await person(ids.first, manager.token);
    expect(status).toBe(200);
    expect(body.applications.map((app: any) => app.applicationId)).toEqual([ids.first]);
    expect(JSON.stringify(body)).not.toContain('Ingeniera de Plataforma');
    expect(JSON.stringify(body)).not.toContain('Buen perfil');
    expect((await person(ids.second, manager.token)).status).toBe(404);
  });
});
