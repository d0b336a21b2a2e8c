/**
 * Issue 32, «Buscar candidatos»: GET /api/people?q= finds the company's people by a name or email prefix (accents and
 * case aside) or by a tag, each with their applications (vacancy title, status), grouped by person; a member sees
 * only what their role may (a hiring manager: their vacancies' applications), another company nothing of this one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { candidateSearchPrefixes } from '@clara/domain/recruiting/pipeline/keys';
import { PEOPLE_SEARCH_LIMIT } from '@clara/domain/recruiting/person/model';
import { uniqueEmail, type Recruiter } from '../../support/recruiting';
import { personAcrossVacancies } from '../../support/people';

let owner: Recruiter;
let stranger: Recruiter;
let manager: { uid: string; token: string };
const ids = { vacancyA: '', vacancyB: '', first: '', second: '', other: '', elsewhere: '' };
const email = uniqueEmail('buscada');

beforeAll(async () => {
  // The same person, their email typed with capitals the second time: one person.
  const fixture = await personAcrossVacancies({
    company: 'Buscadores S.A.',
    strangerCompany: 'Ajenos S.A.',
    vacancies: ['Electricista', 'Supervisora de Obra'],
    person: 'Ximena Ñáñez Torres',
    other: 'Xavier Ruiz',
    email,
    note: 'Buen perfil',
  });
  ({ owner, stranger, manager } = fixture);
  Object.assign(ids, fixture.ids);
  const tagged = await callApi(`/person/${ids.other}/tags`, {
    method: 'PUT',
    body: { tags: ['Turno Noche'] },
    token: owner.token,
  });
  expect(tagged.status).toBe(200);
}, 180_000);

const search = (q: string, token = owner.token) => callApi(`/people?q=${encodeURIComponent(q)}`, { token });
const summary = (body: any) =>
  body.people.map((person: any) => ({
    name: person.name,
    tags: person.tags,
    applications: person.applications.map((app: any) => `${app.vacancyTitle}: ${app.status}`).sort(),
  }));

describe('GET /api/people?q=', () => {
  it('finds one person by a name prefix without accents, with both applications, and not the other company’s', async () => {
    const { status, body } = await search('ximena ñan');
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      {
        name: 'Ximena Ñáñez Torres',
        tags: [],
        applications: ['Electricista: Nueva', 'Supervisora de Obra: Reclutador'],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(ids.elsewhere);
    // A word of the name, and the email's start, find her too; «X» finds both people.
    expect(summary((await search('TORRES')).body)).toHaveLength(1);
    expect(summary((await search(email.slice(0, 12).toUpperCase())).body)[0].name).toBe('Ximena Ñáñez Torres');
    expect(
      summary((await search('x')).body)
        .map((person: any) => person.name)
        .sort(),
    ).toEqual(['Xavier Ruiz', 'Ximena Ñáñez Torres']);
  });

  it('finds a person by a tag, whatever its case and accents, with their applications', async () => {
    const { status, body } = await search('turno noche');
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      { name: 'Xavier Ruiz', tags: ['Turno Noche'], applications: ['Supervisora de Obra: Nueva'] },
    ]);
    expect(body.people[0].applications[0].applicationId).toBe(ids.other);
    expect((await search('sin etiqueta así')).body).toEqual({ people: [], truncated: false });
  });

  it('shows a hiring manager only their vacancy’s applications, and another company nothing of this one', async () => {
    const { status, body } = await search('ximena', manager.token);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([{ name: 'Ximena Ñáñez Torres', tags: [], applications: ['Electricista: Nueva'] }]);
    // Xavier applied only to B: by tag he is unknown to the manager.
    expect((await search('turno noche', manager.token)).body).toEqual({ people: [], truncated: false });
    const foreign = await search('ximena', stranger.token);
    expect(
      foreign.body.people.flatMap((person: any) => person.applications.map((app: any) => app.applicationId)),
    ).toEqual([ids.elsewhere]);
    expect((await search('turno noche', stranger.token)).body).toEqual({ people: [], truncated: false });
  });

  it('refuses an empty or too long search in Spanish, and a caller without a company', async () => {
    const empty = await search('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Escribe un nombre, un correo o una etiqueta.');
    const long = await search('x'.repeat(41));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('La búsqueda admite hasta 40 caracteres.');
    expect((await callApi('/people?q=ximena', {})).status).toBe(401);
  });

  it('says when it read as many applications as a search reads, so the member types more of the name', async () => {
    expect((await search('ximena')).body.truncated).toBe(false);
    // As many more applications starting «Zoila» as a search reads, stored as the API stores them.
    const stored = (await adminDb().doc(`applications/${ids.other}`).get()).data()!;
    const batch = adminDb().batch();
    for (let i = 0; i < PEOPLE_SEARCH_LIMIT; i += 1) {
      const name = `Zoila Repetida ${i}`;
      const mail = uniqueEmail(`zoila-${i}`);
      batch.set(adminDb().collection('applications').doc(), {
        ...stored,
        name,
        email: mail,
        searchPrefixes: candidateSearchPrefixes(name, mail),
        createdAt: (stored.createdAt as number) + i,
      });
    }
    await batch.commit();
    const crowded = await search('zoila');
    expect(crowded.status).toBe(200);
    expect(crowded.body.truncated).toBe(true);
    expect(crowded.body.people).toHaveLength(PEOPLE_SEARCH_LIMIT);
    expect(crowded.body.people[0].name).toBe(`Zoila Repetida ${PEOPLE_SEARCH_LIMIT - 1}`);
    expect((await search('zoila repetida 7')).body.truncated).toBe(false);
  });
});
