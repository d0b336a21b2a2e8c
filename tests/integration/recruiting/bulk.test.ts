/**
 * Issue 32: bulk actions. Each candidate gets its own outcome (done, or why not); a retry of the same request acts on
 * none twice; a whole column is rejected with one email each; another company's vacancy is 404.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { emailsTo, waitForEmails } from '../../support/mailbox';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';

const rejection = { subject: 'Sobre {vacante}', body: 'Hola, {nombre}:\n\nGracias por postular.' };

describe('bulk actions', () => {
  it('moves the picked candidates, says why not for the others, and a retry repeats nothing', async () => {
    const owner = await createRecruiter('Volumen S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Operario' });
    const picked = await Promise.all(
      ['Ana', 'Beto', 'Carla', 'Dante'].map((name) => applyTo(vacancyId, { name }).then((r) => r.applicationId)),
    );
    // One of them is already selected: Seleccionado → Evaluar is allowed, but one is moved to Evaluar first.
    await callApi('/update-application-status', {
      body: { applicationId: picked[3], newStatus: 'Evaluar', notes: '' },
      token: owner.token,
    });
    const otherVacancy = await createVacancyFor(owner, { jobTitle: 'Otro' });
    const stranger = (await applyTo(otherVacancy, { name: 'Eva' })).applicationId;
    const requestId = randomUUID();
    const body = {
      requestId,
      target: { ids: [...picked, stranger] },
      action: { kind: 'status', newStatus: 'Evaluar', notes: 'Primera revisión.' },
    };
    const first = await callApi(`/vacancies/${vacancyId}/bulk`, { body, token: owner.token });
    expect(first.status).toBe(200);
    const byId = new Map(first.body.results.map((r: { applicationId: string }) => [r.applicationId, r]));
    for (const id of picked.slice(0, 3)) expect(byId.get(id)).toMatchObject({ outcome: 'done' });
    expect(byId.get(picked[3])).toMatchObject({ outcome: 'failed', name: 'Dante' });
    expect((byId.get(picked[3]) as { message: string }).message).toMatch(/Evaluar/);
    expect(byId.get(stranger)).toMatchObject({ outcome: 'failed', message: 'No es un candidato de esta vacante.' });
    for (const id of picked.slice(0, 3))
      expect((await readDoc(`applications/${id}`))!.statusHistory.at(-1)).toMatchObject({
        status: 'Evaluar',
        notes: 'Primera revisión.',
      });

    // The same request again: the done ones are not moved twice.
    const again = await callApi(`/vacancies/${vacancyId}/bulk`, { body, token: owner.token });
    expect(again.body.results.filter((r: { outcome: string }) => r.outcome === 'done')).toHaveLength(3);
    for (const id of picked.slice(0, 3))
      expect(
        (await readDoc(`applications/${id}`))!.statusHistory.filter((e: { status: string }) => e.status === 'Evaluar'),
      ).toHaveLength(1);

    const other = await createRecruiter('Ajena S.A.');
    expect((await callApi(`/vacancies/${vacancyId}/bulk`, { body, token: other.token })).status).toBe(404);
    const tooMany = await callApi(`/vacancies/${vacancyId}/bulk`, {
      body: { ...body, target: { ids: Array.from({ length: 501 }, (_, i) => `a${i}`) } },
      token: owner.token,
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('Como máximo 500 candidatos por acción.');
  });

  it('rejects a whole column with one email each, and once however often it is asked', async () => {
    const owner = await createRecruiter('Columna S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Repartidor' });
    const names = Array.from({ length: 12 }, (_, i) => `Persona ${i + 1}`);
    const applied = await Promise.all(names.map((name) => applyTo(vacancyId, { name })));
    const body = {
      requestId: randomUUID(),
      target: { status: 'Nueva' },
      action: { kind: 'reject', notes: 'Perfil distinto.', candidateEmail: { template: rejection } },
    };
    const answer = await callApi(`/vacancies/${vacancyId}/bulk`, { body, token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(12);
    expect(answer.body.results.every((r: { outcome: string }) => r.outcome === 'done')).toBe(true);
    for (const { input } of applied) {
      const [mail] = await waitForEmails(input.email, { subject: 'Sobre Repartidor' });
      expect(mail!.text).toContain(`Hola, ${input.name}:`);
    }
    const counts = (await adminDb().doc(`vacancies/${vacancyId}`).get()).get('counts');
    expect(counts.byStatus).toMatchObject({ Nueva: 0, Descartado: 12 });
    // A new request over the same people (now in Descartado): nobody gets a second rejection.
    await callApi(`/vacancies/${vacancyId}/bulk`, {
      body: { ...body, requestId: randomUUID(), target: { status: 'Descartado' } },
      token: owner.token,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { input } of applied)
      expect((await emailsTo(input.email)).filter((m) => m.subject === 'Sobre Repartidor')).toHaveLength(1);
  }, 120_000);

  it('acts on every candidate matching the list’s search, across pages, and on nobody else', async () => {
    const owner = await createRecruiter('Filtro S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Cajero' });
    // 52 named Gómez: more than one page of the list (50); 3 others the search leaves out. Applied a few at a time.
    const applyAll = async (names: string[]) => {
      const ids: string[] = [];
      for (let i = 0; i < names.length; i += 4)
        ids.push(
          ...(await Promise.all(
            names.slice(i, i + 4).map((name) => applyTo(vacancyId, { name }).then((r) => r.applicationId)),
          )),
        );
      return ids;
    };
    const gomez = await applyAll(Array.from({ length: 52 }, (_, i) => `Gómez ${i + 1}`));
    const others = await applyAll(['Ana Ruiz', 'Beto Sanz', 'Carla Vega']);
    // 52 are two slices of the action (50 a request): the first says where the next starts.
    const body = {
      requestId: randomUUID(),
      target: { search: 'gomez' },
      action: { kind: 'status', newStatus: 'Evaluar', notes: 'Revisión por lotes.' },
    };
    const first = await callApi(`/vacancies/${vacancyId}/bulk`, { body, token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ next: 50, total: 52 });
    expect(first.body.results).toHaveLength(50);
    // The second slice: the rest of the candidates the first request resolved.
    const second = await callApi(`/vacancies/${vacancyId}/bulk`, { body: { ...body, from: 50 }, token: owner.token });
    expect(second.body).toMatchObject({ next: null, total: 52 });
    const results = [...first.body.results, ...second.body.results];
    expect(results.every((r: { outcome: string }) => r.outcome === 'done')).toBe(true);
    expect(new Set(results.map((r: { applicationId: string }) => r.applicationId))).toEqual(new Set(gomez));
    // A later slice of an action whose first was never asked for: refused, nothing moved.
    const orphan = await callApi(`/vacancies/${vacancyId}/bulk`, {
      body: { ...body, requestId: randomUUID(), target: { all: true }, from: 50 },
      token: owner.token,
    });
    expect(orphan.status).toBe(409);
    expect(orphan.body.error).toBe('Esta acción ya no está disponible. Vuelve a seleccionar a los candidatos.');
    for (const id of others) expect((await readDoc(`applications/${id}`))!.status).toBe('Nueva');
    const counts = (await adminDb().doc(`vacancies/${vacancyId}`).get()).get('counts');
    expect(counts.byStatus).toMatchObject({ Nueva: 3, Evaluar: 52 });
    // Neither ids nor a filter: refused, nothing moved.
    const none = await callApi(`/vacancies/${vacancyId}/bulk`, {
      body: { requestId: randomUUID(), target: {}, action: { kind: 'status', newStatus: 'Proceso', notes: '' } },
      token: owner.token,
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Selecciona al menos un candidato.');
  }, 180_000);
});
