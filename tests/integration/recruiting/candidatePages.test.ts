/**
 * Issue 11: the dashboard's list and a vacancy's candidates a page at a time, over HTTP against the stack:
 * cursor pagination in SPEC's order, status filter, prefix search, tenant isolation, errors, and vacancies
 * from before the counters (counted and made searchable on their first read).
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_SORT_ORDER, RECRUITING_ERRORS } from '@clara/domain';
import { CANDIDATES_PAGE_SIZE } from '@clara/domain/recruiting/pipeline/model';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, readDoc, type Recruiter } from '../../support/recruiting';

const rank = (status: string) => CANDIDATE_SORT_ORDER.indexOf(status as never);

async function setStatus(recruiter: Recruiter, applicationId: string, newStatus: string) {
  const response = await callApi('/update-application-status', {
    body: { applicationId, newStatus, notes: '' },
    token: recruiter.token,
  });
  expect(response.status).toBe(200);
}

async function candidates(recruiter: Recruiter, vacancyId: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return callApi(`/vacancies/${vacancyId}/candidates?${search}`, { token: recruiter.token });
}

/** Every page of the list, following the cursors. */
async function allPages(recruiter: Recruiter, vacancyId: string, query: Record<string, string | number> = {}) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await candidates(recruiter, vacancyId, { ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    ids.push(...response.body.applications.map((app: { id: string }) => app.id));
    sizes.push(response.body.applications.length);
    cursor = response.body.nextCursor;
  } while (cursor);
  return { ids, sizes };
}

/** The stored applications of the vacancy in SPEC's order: status rank, oldest first, then id. */
async function expectedOrder(vacancyId: string, keep: (data: Record<string, any>) => boolean = () => true) {
  const snapshot = await adminDb().collection('applications').where('vacancyId', '==', vacancyId).get();
  return snapshot.docs
    .filter((doc) => keep(doc.data()))
    .sort(
      (a, b) =>
        rank(a.get('status')) - rank(b.get('status')) ||
        a.get('createdAt') - b.get('createdAt') ||
        (a.id < b.id ? -1 : 1),
    )
    .map((doc) => doc.id);
}

const NAMES = ['Ana Torres', 'Andrés Vera', 'Beatriz Ávila', 'Carlos Ruiz', 'Daniela Paz'];

/** A vacancy with 23 applications (names cycling through NAMES) in four statuses. */
async function bigVacancy() {
  const recruiter = await createRecruiter();
  const vacancyId = await createVacancyFor(recruiter);
  const ids: string[] = [];
  for (let i = 0; i < 23; i += 6) {
    const batch = Array.from({ length: Math.min(6, 23 - i) }, (_, j) =>
      applyTo(vacancyId, {
        name: NAMES[(i + j) % NAMES.length],
        email: `persona${i + j}.${vacancyId.slice(0, 6)}@Correo.test`,
      }),
    );
    ids.push(...(await Promise.all(batch)).map((applied) => applied.applicationId));
  }
  for (const [index, id] of ids.entries()) {
    if (index % 4 === 1) await setStatus(recruiter, id, 'Evaluar');
    if (index % 4 === 2) await setStatus(recruiter, id, 'Descartado');
    if (index % 4 === 3) await setStatus(recruiter, id, 'Seleccionado');
  }
  return { recruiter, vacancyId, ids };
}

describe('GET /api/vacancies/:id/candidates', () => {
  it('pages through every candidate once, in SPEC order, with the withdrawals on the first page only', async () => {
    const { recruiter, vacancyId } = await bigVacancy();
    const first = await candidates(recruiter, vacancyId);
    expect(first.status).toBe(200);
    expect(first.body.applications).toHaveLength(CANDIDATES_PAGE_SIZE);
    expect(first.body.withdrawals).toEqual([]);
    expect(first.body.applications[0]).toMatchObject({
      vacancyId,
      status: 'Seleccionado',
      candidate: { name: expect.any(String), email: expect.stringMatching(/@correo\.test$/i) },
      interviews: [],
    });

    const pages = await allPages(recruiter, vacancyId, { limit: 7 });
    expect(pages.sizes).toEqual([7, 7, 7, 2]);
    expect(pages.ids).toEqual(await expectedOrder(vacancyId));
    const second = await candidates(recruiter, vacancyId, { limit: 7, cursor: first.body.nextCursor });
    expect(second.body.withdrawals).toBeUndefined();
  });

  it('filters by status and searches names and emails by prefix, case- and accent-insensitively', async () => {
    const { recruiter, vacancyId } = await bigVacancy();
    const discarded = await allPages(recruiter, vacancyId, { status: 'Descartado', limit: 2 });
    expect(discarded.ids).toEqual(await expectedOrder(vacancyId, (d) => d.status === 'Descartado'));
    expect(discarded.ids).toHaveLength(6);

    const andres = await expectedOrder(vacancyId, (d) => d.name === 'Andrés Vera');
    expect((await allPages(recruiter, vacancyId, { search: 'ANDRES', limit: 2 })).ids).toEqual(andres);
    expect((await allPages(recruiter, vacancyId, { search: 'ver' })).ids).toEqual(andres);
    const an = await expectedOrder(vacancyId, (d) => d.name === 'Ana Torres' || d.name === 'Andrés Vera');
    expect((await allPages(recruiter, vacancyId, { search: ' an ' })).ids).toEqual(an);
    const avila = await expectedOrder(vacancyId, (d) => d.name === 'Beatriz Ávila');
    expect((await allPages(recruiter, vacancyId, { search: 'beatriz av' })).ids).toEqual(avila);

    const email = (await expectedOrder(vacancyId, (d) => /^persona7\./.test(d.email)))[0];
    expect((await allPages(recruiter, vacancyId, { search: 'PERSONA7.' })).ids).toEqual([email]);
    expect((await allPages(recruiter, vacancyId, { search: 'correo' })).ids).toEqual([]);

    const both = await expectedOrder(vacancyId, (d) => d.name === 'Ana Torres' && d.status === 'Evaluar');
    expect((await allPages(recruiter, vacancyId, { search: 'ana', status: 'Evaluar', limit: 1 })).ids).toEqual(both);
  });

  it("answers 404 for another company's vacancy and reads nothing of it", async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId);
    // A vacancy from before the counters: a read would count it and index its applications.
    await adminDb().doc(`vacancies/${vacancyId}`).update({ countersVersion: FieldValue.delete() });
    await adminDb().doc(`applications/${applicationId}`).update({ statusRank: FieldValue.delete() });
    const other = await createRecruiter();
    const response = await candidates(other, vacancyId);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(RECRUITING_ERRORS.vacancyNotFound);
    expect((await readDoc(`vacancies/${vacancyId}`))!.countersVersion).toBeUndefined();
    expect((await readDoc(`applications/${applicationId}`))!.statusRank).toBeUndefined();
    expect((await callApi(`/vacancies/no-existe/candidates`, { token: other.token })).status).toBe(404);
  });

  it('refuses a bad cursor, status, search or limit with a Spanish message', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const forged = Buffer.from(JSON.stringify({ nope: 1 })).toString('base64url');
    for (const [query, error] of [
      [{ cursor: forged }, 'Cursor de página no válido.'],
      [{ cursor: 'no es un cursor' }, 'Cursor de página no válido.'],
      [{ status: 'Contratado' }, 'Estado de candidato no válido.'],
      [{ search: 'x'.repeat(41) }, 'La búsqueda admite hasta 40 caracteres.'],
      [{ limit: 51 }, 'Se pueden pedir hasta 50 candidatos por página.'],
    ] as const) {
      const response = await candidates(recruiter, vacancyId, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.error).toBe(error);
    }
  });
});

describe('GET /api/vacancy-summaries', () => {
  it("lists the company's vacancies newest first with their counters, and nobody else's", async () => {
    const recruiter = await createRecruiter();
    const older = await createVacancyFor(recruiter, { jobTitle: 'Primera' });
    const newer = await createVacancyFor(recruiter, { jobTitle: 'Segunda' });
    // Created in the same second: make the first one older.
    await adminDb()
      .doc(`vacancies/${older}`)
      .update({ createdAt: FieldValue.increment(-60) });
    const applied = await Promise.all([applyTo(newer), applyTo(newer), applyTo(newer)]);
    await setStatus(recruiter, applied[0]!.applicationId, 'Evaluar');
    await setStatus(recruiter, applied[1]!.applicationId, 'Descartado');
    const other = await createRecruiter();
    await createVacancyFor(other);

    const response = await callApi('/vacancy-summaries', { token: recruiter.token });
    expect(response.status).toBe(200);
    expect(response.body.map((v: { title: string }) => v.title)).toEqual(['Segunda', 'Primera']);
    expect(response.body[0]).toMatchObject({ id: newer, status: 'Activa' });
    expect(response.body[0].applications).toBeUndefined();
    expect(response.body[0].counts).toEqual({
      applications: 3,
      interviews: 0,
      withdrawals: 0,
      byStatus: { Nueva: 1, Entrevista: 0, Evaluar: 1, Reclutador: 0, Proceso: 0, Seleccionado: 0, Descartado: 1 },
    });
    expect(response.body[1]).toMatchObject({ id: older, counts: { applications: 0 } });
  });

  it('counts a vacancy from before the counters once and makes its candidates findable', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = `legado-${recruiter.companyId.slice(0, 8)}`;
    const legacy = (id: string, name: string, status: string, createdAt: number, interviewId: string | null) =>
      adminDb()
        .doc(`applications/${id}`)
        .set({
          companyId: recruiter.companyId,
          vacancyId,
          candidateId: id,
          name,
          email: `${id}@legado.test`,
          phoneNumber: '',
          countryCode: '',
          linkedin: '',
          cv: '',
          status,
          statusHistory: [{ status: 'Nueva', date: createdAt, notes: '' }],
          interviewId,
          createdAt,
        });
    await adminDb().doc(`vacancies/${vacancyId}`).set({
      companyId: recruiter.companyId,
      title: 'Vacante antigua',
      description: 'De antes de los contadores.',
      status: 'Activa',
      createdAt: 1_700_000_000,
    });
    await legacy(`${vacancyId}-a`, 'Lucía Gómez', 'Nueva', 1_700_000_100, null);
    await legacy(`${vacancyId}-b`, 'Luis Pardo', 'Evaluar', 1_700_000_200, 'company_interviews/x');
    await legacy(`${vacancyId}-c`, 'Marta Sol', 'Nueva', 1_700_000_050, null);
    await adminDb().doc(`withdrawals/${vacancyId}-w`).set({
      companyId: recruiter.companyId,
      vacancyId,
      date: 1_700_000_300,
      by: 'candidate',
    });

    const summaries = await callApi('/vacancy-summaries', { token: recruiter.token });
    expect(summaries.body).toHaveLength(1);
    expect(summaries.body[0].counts).toMatchObject({
      applications: 3,
      interviews: 1,
      withdrawals: 1,
      byStatus: { Nueva: 2, Evaluar: 1 },
    });
    expect((await readDoc(`vacancies/${vacancyId}`))!.countersVersion).toBe(1);

    const page = await candidates(recruiter, vacancyId);
    expect(page.body.applications.map((a: { id: string }) => a.id)).toEqual([
      `${vacancyId}-b`,
      `${vacancyId}-c`,
      `${vacancyId}-a`,
    ]);
    expect(page.body.withdrawals).toEqual([{ id: `${vacancyId}-w`, vacancyId, date: 1_700_000_300, by: 'candidate' }]);
    const search = await candidates(recruiter, vacancyId, { search: 'lu' });
    expect(search.body.applications.map((a: { name: string }) => a.name)).toEqual(['Luis Pardo', 'Lucía Gómez']);

    // Counted once: later changes move the stored counters.
    await applyTo(vacancyId);
    const after = await callApi('/vacancy-summaries', { token: recruiter.token });
    expect(after.body[0].counts).toMatchObject({ applications: 4, byStatus: { Nueva: 3, Evaluar: 1 } });
  });
});
