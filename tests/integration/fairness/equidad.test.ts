/**
 * Issue 33: "Equidad" through the API. The counters move as applications are answered, moved, interviewed and
 * erased (no scan: the report is read from fairness_counts), and only the owner reads them.
 */
import { describe, expect, it } from 'vitest';
import { FAIRNESS_ERRORS } from '@clara/domain/fairness/texts';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import {
  acceptNotice,
  applicationInput,
  createRecruiter,
  createVacancyFor,
  readDoc,
  uniqueEmail,
} from '../../support/recruiting';
import { callApi } from '../../support/stack';
import { addMember } from '../../support/team';
import { answerAll } from '../interview/helpers';

async function apply(vacancyId: string, answers: Record<string, string> | null) {
  const applied = await callApi('/submit-application', {
    body: applicationInput(vacancyId, { email: uniqueEmail('candidata') }),
  });
  expect(applied.status).toBe(201);
  if (answers) {
    const saved = await callApi('/self-identification', {
      body: { token: applied.body.selfIdentificationToken, answers },
    });
    expect(saved.status).toBe(200);
  }
  return applied.body.applicationId as string;
}

const rowsOf = (body: any, dimensions: string[]) =>
  body.report.dimensions.find((entry: any) => entry.dimensions.join() === dimensions.join()).rows as any[];
const row = (body: any, groups: Record<string, string>) =>
  rowsOf(body, Object.keys(groups)).find((entry) =>
    Object.entries(groups).every(([key, value]) => entry.groups[key] === value),
  );

describe('Equidad', () => {
  it('counts each group’s stages, selections and Clara’s score as decisions happen; erasing takes them off', async () => {
    const owner = await createRecruiter('Equidad Andina S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Analista de Datos' });
    const ana = await apply(vacancyId, { sex: 'mujer', ageBand: '40_o_mas' });
    const luis = await apply(vacancyId, { sex: 'hombre', ageBand: '25_a_39', disability: 'no' });
    const anon = await apply(vacancyId, null);

    const status = (applicationId: string, newStatus: string) =>
      callApi('/update-application-status', { body: { applicationId, newStatus, notes: '' }, token: owner.token });
    expect((await status(ana, 'Descartado')).status).toBe(200);
    expect((await status(luis, 'Proceso')).status).toBe(200);
    expect((await status(luis, 'Seleccionado')).status).toBe(200);
    // Clara interviews the candidate who did not answer: the move to Evaluar and the score are counted.
    const candidateId = (await readDoc(`applications/${anon}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId: anon, candidateId, vacancyId },
      token: owner.token,
    });
    await acceptNotice(started.body.code);
    await answerAll(started.body.code, STRONG_ANSWERS);
    const score = (await readDoc(`interview_private/${started.body.code}`))?.analysis?.score;
    expect(typeof score).toBe('number');

    const report = await callApi(`/fairness/vacancy/${vacancyId}`, { token: owner.token });
    expect(report.status).toBe(200);
    expect(report.body.title).toBe('Analista de Datos');
    expect(report.body.report).toMatchObject({
      applications: 3,
      selected: 1,
      scored: 1,
      medianScore: Math.round(score),
    });
    expect(row(report.body, { sex: 'mujer' })).toMatchObject({
      applications: 1,
      reached: { Nueva: 1, Entrevista: 0, Seleccionado: 0 },
      selectionRate: 0,
    });
    expect(row(report.body, { sex: 'hombre' })).toMatchObject({
      applications: 1,
      reached: { Nueva: 1, Entrevista: 1, Evaluar: 1, Reclutador: 1, Proceso: 1, Seleccionado: 1 },
      selectionRate: 1,
    });
    expect(row(report.body, { sex: 'desconocido' })).toMatchObject({
      applications: 1,
      reached: { Nueva: 1, Entrevista: 1, Evaluar: 1, Proceso: 0 },
      scored: 1,
      excluded: 'unknown',
    });
    // The intersection of sex and age: Luis's disability answer does not split him from his sex and age group.
    expect(row(report.body, { sex: 'hombre', ageBand: '25_a_39' })).toMatchObject({
      applications: 1,
      selectionRate: 1,
    });
    expect(row(report.body, { sex: 'mujer', disability: 'desconocido' })).toBeUndefined();
    expect(row(report.body, { sex: 'desconocido', disability: 'desconocido' })).toMatchObject({ applications: 2 });

    const company = await callApi('/fairness/company', { token: owner.token });
    expect(company.status).toBe(200);
    expect(company.body.title).toBe('Equidad Andina S.A.');
    expect(company.body.report).toMatchObject({ applications: 3, selected: 1 });

    // Erased with the application: its counts leave the vacancy and the company.
    expect((await callApi(`/application/${ana}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    const after = await callApi(`/fairness/vacancy/${vacancyId}`, { token: owner.token });
    expect(after.body.report).toMatchObject({ applications: 2, selected: 1 });
    expect(row(after.body, { sex: 'mujer' })).toBeUndefined();
    expect((await callApi('/fairness/company', { token: owner.token })).body.report.applications).toBe(2);
  });

  it('answers the owner only: a recruiter gets 403, another company 404', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const recruiter = await addMember(owner, uniqueEmail('reclutador'));
    for (const path of [`/fairness/vacancy/${vacancyId}`, '/fairness/company']) {
      const refused = await callApi(path, { token: recruiter.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(FAIRNESS_ERRORS.ownerOnly);
    }
    const other = await createRecruiter();
    expect((await callApi(`/fairness/vacancy/${vacancyId}`, { token: other.token })).status).toBe(404);
    expect((await callApi('/fairness/vacancy/no-existe', { token: owner.token })).status).toBe(404);
    expect((await callApi(`/fairness/vacancy/${vacancyId}`)).status).toBe(401);
    const empty = await callApi('/fairness/company', { token: other.token });
    expect(empty.body.report).toMatchObject({ applications: 0, selected: 0, medianScore: null, flagged: false });
  });
});
