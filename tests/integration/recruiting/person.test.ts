/**
 * Issue 32, one person across vacancies: the applications of one company with the same email (trimmed,
 * lower-cased) are one person. GET /api/person/:applicationId lists those the member may see, with their source
 * and the team's notes; another email, or the same email at another company, is another person.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, uniqueEmail, type Recruiter } from '../../support/recruiting';
import { addMember } from '../../support/team';
import { allRatings, auditEntries, candidateToken, personAcrossVacancies, saveScorecard } from '../../support/people';

let owner: Recruiter;
let stranger: Recruiter;
let manager: { uid: string; token: string };
const ids = { vacancyA: '', vacancyB: '', first: '', second: '', other: '', elsewhere: '' };
const email = uniqueEmail('persona');

beforeAll(async () => {
  // The same person, their email typed with capitals the second time: one person.
  const fixture = await personAcrossVacancies({
    company: 'Una Persona S.A.',
    strangerCompany: 'Otra Empresa S.A.',
    vacancies: ['Analista de Datos', 'Ingeniera de Plataforma'],
    person: 'Lucía Paredes',
    other: 'Otra Persona',
    email,
    note: 'Buen perfil para plataforma',
    source: 'linkedin',
  });
  ({ owner, stranger, manager } = fixture);
  Object.assign(ids, fixture.ids);
}, 180_000);

const person = (applicationId: string, token: string) => callApi(`/person/${applicationId}`, { token });
/** The ids of the person's applications, sorted (two applied in one second have no order between them). */
const idsOf = (body: any): string[] => body.applications.map((app: any) => app.applicationId).sort();
const byVacancy = (body: any) =>
  [...body.applications].sort((a: any, b: any) => a.vacancyTitle.localeCompare(b.vacancyTitle));

describe('GET /api/person/:applicationId', () => {
  it('shows two applications with one email as one person, with each vacancy, status and source', async () => {
    for (const from of [ids.first, ids.second]) {
      const { status, body } = await person(from, owner.token);
      expect(status).toBe(200);
      expect(body.name).toBe('Lucía Paredes');
      expect(idsOf(body)).toEqual([ids.first, ids.second].sort());
      expect(byVacancy(body)).toMatchObject([
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
    expect(idsOf(body)).toEqual([ids.other]);
    const elsewhere = await person(ids.elsewhere, stranger.token);
    expect(idsOf(elsewhere.body)).toEqual([ids.elsewhere]);
  });

  it("answers 404 for another company's application", async () => {
    const { status, body } = await person(ids.first, stranger.token);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Lucía');
  });

  it("shows a hiring manager of vacancy A only the person's application to A, and B's is unknown to them", async () => {
    const { status, body } = await person(ids.first, manager.token);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.first]);
    expect(JSON.stringify(body)).not.toContain('Ingeniera de Plataforma');
    expect(JSON.stringify(body)).not.toContain('Buen perfil');
    expect((await person(ids.second, manager.token)).status).toBe(404);
  });
});

describe('PUT /api/person/:applicationId/tags', () => {
  const tags = (applicationId: string, body: unknown, token = owner.token) =>
    callApi(`/person/${applicationId}/tags`, { method: 'PUT', body, token });
  const stored = async () => {
    const snapshot = await adminDb().collection(`companies/${owner.companyId}/people`).get();
    return snapshot.docs.map((doc) => doc.data());
  };

  it('tags the person, not the application: both applications and the candidate rows show them', async () => {
    const saved = await tags(ids.first, { tags: ['Senior', ' senior ', 'Remoto'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ tags: ['Senior', 'Remoto'] });
    expect((await person(ids.second, owner.token)).body.tags).toEqual(['Senior', 'Remoto']);
    expect((await person(ids.other, owner.token)).body.tags).toEqual([]);
    const page = await callApi(`/vacancies/${ids.vacancyB}/candidates`, { token: owner.token });
    expect(page.status).toBe(200);
    const rows = Object.fromEntries(page.body.applications.map((app: any) => [app.id, app.tags]));
    expect(rows).toEqual({ [ids.second]: ['Senior', 'Remoto'], [ids.other]: [] });
    expect(await stored()).toMatchObject([
      {
        companyId: owner.companyId,
        email: email.toLowerCase(),
        tags: ['Senior', 'Remoto'],
        tagKeys: ['senior', 'remoto'],
      },
    ]);
    // Removing one is saving the list without it.
    expect((await tags(ids.second, { tags: ['Remoto'] })).body).toEqual({ tags: ['Remoto'] });
    expect((await person(ids.first, owner.token)).body.tags).toEqual(['Remoto']);
  });

  it('refuses a tag longer than 30 characters, an empty one or more than 20, in Spanish, and writes nothing', async () => {
    const before = await stored();
    const long = await tags(ids.first, { tags: ['x'.repeat(31)] });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Cada etiqueta debe tener entre 1 y 30 caracteres.');
    const empty = await tags(ids.first, { tags: ['Bien', '   '] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Cada etiqueta debe tener entre 1 y 30 caracteres.');
    const many = await tags(ids.first, { tags: Array.from({ length: 21 }, (_, i) => `etiqueta ${i}`) });
    expect(many.status).toBe(400);
    expect(many.body.error).toBe('Una persona puede tener como máximo 20 etiquetas.');
    expect(await stored()).toEqual(before);
  });

  it("refuses a hiring manager (403) and another company's member (404)", async () => {
    const before = await stored();
    expect((await tags(ids.first, { tags: ['Mía'] }, manager.token)).status).toBe(403);
    expect((await tags(ids.first, { tags: ['Ajena'] }, stranger.token)).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('erasing the person (DELETE /api/person/:applicationId) and their data download', () => {
  let company: Recruiter;
  let member: { uid: string; token: string };
  const mine = { first: '', second: '', other: '' };
  const personEmail = uniqueEmail('borrar');

  beforeAll(async () => {
    company = await createRecruiter('Borrado Completo S.A.');
    const vacancyA = await createVacancyFor(company, { jobTitle: 'Diseñadora de Producto' });
    const vacancyB = await createVacancyFor(company, { jobTitle: 'Investigadora UX' });
    mine.first = (await applyTo(vacancyA, { name: 'Marina Soto', email: personEmail })).applicationId;
    mine.second = (
      await applyTo(vacancyB, { name: 'Marina Soto', email: personEmail, source: 'correo' })
    ).applicationId;
    mine.other = (await applyTo(vacancyB, { name: 'Persona Distinta' })).applicationId;
    const scored = await saveScorecard(company.token, mine.second, {
      ratings: allRatings(4),
      recommendation: 'advance',
      note: 'Sólida',
    });
    expect(scored.status).toBe(200);
    member = await addMember(company, uniqueEmail('responsable'));
    const role = await callApi(`/team/members/${member.uid}/role`, {
      method: 'PUT',
      body: { role: 'hiringManager', vacancyIds: [vacancyA] },
      token: company.token,
    });
    expect(role.status).toBe(200);
  }, 180_000);

  const exists = async (path: string) => (await adminDb().doc(path).get()).exists;

  it("the candidate's data download carries every application of theirs in the company", async () => {
    const exported = await callApi('/candidate-data', { body: { token: await candidateToken(personEmail) } });
    expect(exported.status).toBe(200);
    const listed = [...exported.body.applications].sort((a: any, b: any) => a.vacancy.localeCompare(b.vacancy));
    expect(listed).toMatchObject([
      { id: mine.first, vacancy: 'Diseñadora de Producto', name: 'Marina Soto', source: 'directo' },
      { id: mine.second, vacancy: 'Investigadora UX', name: 'Marina Soto', source: 'correo' },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('Persona Distinta');
  });

  it('refuses a hiring manager with 403 and erases nothing', async () => {
    const refused = await callApi(`/person/${mine.first}`, { method: 'DELETE', token: member.token });
    expect(refused.status).toBe(403);
    expect(await exists(`applications/${mine.first}`)).toBe(true);
    expect(await exists(`applications/${mine.second}`)).toBe(true);
  });

  it('shows two applications with one email as one person, and erasing the person erases both', async () => {
    const shown = await person(mine.first, company.token);
    expect(idsOf(shown.body)).toEqual([mine.first, mine.second].sort());

    const tagged = await callApi(`/person/${mine.second}/tags`, {
      method: 'PUT',
      body: { tags: ['Finalista'] },
      token: company.token,
    });
    expect(tagged.status).toBe(200);
    const people = () => adminDb().collection(`companies/${company.companyId}/people`).get();
    expect((await people()).size).toBe(1);

    const erased = await callApi(`/person/${mine.first}`, { method: 'DELETE', token: company.token });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ erased: 2 });
    expect(await exists(`applications/${mine.first}`)).toBe(false);
    expect(await exists(`applications/${mine.second}`)).toBe(false);
    expect(await exists(`scorecards/${mine.second}__${company.uid}`)).toBe(false);
    // Their tags go with them.
    expect((await people()).size).toBe(0);
    // Another person of the same company stays.
    expect(await exists(`applications/${mine.other}`)).toBe(true);
    expect((await person(mine.other, company.token)).status).toBe(200);
    expect((await person(mine.first, company.token)).status).toBe(404);

    // One audit entry per erased application, naming it, from this action.
    const entries = (await auditEntries(company.companyId)).filter((entry) => entry.kind === 'candidate.erased');
    expect(entries.map((entry) => entry.applicationId).sort()).toEqual([mine.first, mine.second].sort());
    expect(entries.every((entry) => entry.action === 'DELETE /api/person/:applicationId')).toBe(true);
    expect(entries.every((entry) => entry.candidateName === 'Marina Soto')).toBe(true);
  });
});

describe("erasing a person's applications one by one", () => {
  it('keeps their tags while an application is left, and erases them with the last one', async () => {
    const company = await createRecruiter('Uno a Uno S.A.');
    const vacancyA = await createVacancyFor(company, { jobTitle: 'Cocinera' });
    const vacancyB = await createVacancyFor(company, { jobTitle: 'Pastelera' });
    const personEmail = uniqueEmail('una');
    const first = (await applyTo(vacancyA, { name: 'Inés Mora', email: personEmail })).applicationId;
    const second = (await applyTo(vacancyB, { name: 'Inés Mora', email: personEmail })).applicationId;
    const tagged = await callApi(`/person/${first}/tags`, {
      method: 'PUT',
      body: { tags: ['Repostería'] },
      token: company.token,
    });
    expect(tagged.status).toBe(200);
    const people = async () => (await adminDb().collection(`companies/${company.companyId}/people`).get()).size;

    expect((await callApi(`/application/${first}`, { method: 'DELETE', token: company.token })).status).toBe(200);
    expect(await people()).toBe(1);
    expect((await person(second, company.token)).body.tags).toEqual(['Repostería']);
    expect((await callApi(`/application/${second}`, { method: 'DELETE', token: company.token })).status).toBe(200);
    expect(await people()).toBe(0);
  }, 60_000);
});
