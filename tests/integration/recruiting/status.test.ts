import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';

async function setup() {
  const recruiter = await createRecruiter();
  const vacancyId = await createVacancyFor(recruiter);
  const { applicationId } = await applyTo(vacancyId);
  return { recruiter, vacancyId, applicationId };
}

describe('POST /api/update-application-status', () => {
  it('moves the application and appends the history entry with date and notes', async () => {
    const { recruiter, applicationId } = await setup();
    const before = Math.floor(Date.now() / 1000);
    const response = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Reclutador', notes: 'Llamar el lunes.', interviewId: null },
      token: recruiter.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.entry).toEqual({ status: 'Reclutador', date: expect.any(Number), notes: 'Llamar el lunes.' });
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.status).toBe('Reclutador');
    expect(stored!.statusHistory).toHaveLength(2);
    expect(stored!.statusHistory[1]).toEqual({ status: 'Reclutador', date: expect.any(Number), notes: 'Llamar el lunes.' });
    expect(stored!.statusHistory[1].date).toBeGreaterThanOrEqual(before);

    const next = await callApi('/update-application-status', { body: { applicationId, newStatus: 'Descartado' }, token: recruiter.token });
    expect(next.status).toBe(200);
    expect((await readDoc(`applications/${applicationId}`))!.statusHistory.map((e: any) => [e.status, e.notes])).toEqual([
      ['Nueva', 'Postulación recibida.'],
      ['Reclutador', 'Llamar el lunes.'],
      ['Descartado', ''],
    ]);
  });

  it('refuses the moves SPEC §4 does not allow and changes nothing', async () => {
    const { recruiter, applicationId } = await setup();
    for (const newStatus of ['Entrevista', 'Nueva']) {
      const response = await callApi('/update-application-status', { body: { applicationId, newStatus }, token: recruiter.token });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(`No se puede cambiar el estado de «Nueva» a «${newStatus}».`);
    }
    await callApi('/update-application-status', { body: { applicationId, newStatus: 'Evaluar' }, token: recruiter.token });
    const same = await callApi('/update-application-status', { body: { applicationId, newStatus: 'Evaluar' }, token: recruiter.token });
    expect(same.status).toBe(409);
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.status).toBe('Evaluar');
    expect(stored!.statusHistory).toHaveLength(2);
  });

  it('answers 404 for another company’s application and changes nothing', async () => {
    const { applicationId } = await setup();
    const intruder = await createRecruiter();
    const response = await callApi('/update-application-status', { body: { applicationId, newStatus: 'Descartado' }, token: intruder.token });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('No se encontró la postulación.');
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Nueva');
  });

  it('answers 400 for an unknown status and 401 without a token', async () => {
    const { recruiter, applicationId } = await setup();
    const bad = await callApi('/update-application-status', { body: { applicationId, newStatus: 'Contratado' }, token: recruiter.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      'El campo «nuevo estado» debe ser uno de: Nueva, Entrevista, Evaluar, Reclutador, Proceso, Seleccionado, Descartado.',
    );
    const noId = await callApi('/update-application-status', { body: { newStatus: 'Evaluar' }, token: recruiter.token });
    expect(noId.status).toBe(400);
    expect((await callApi('/update-application-status', { body: { applicationId, newStatus: 'Evaluar' } })).status).toBe(401);
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Nueva');
  });

  it('keeps every history entry when recruiters change statuses concurrently', async () => {
    const { recruiter, applicationId } = await setup();
    const moves = ['Evaluar', 'Reclutador', 'Proceso', 'Descartado'];
    const responses = await Promise.all(
      moves.map((newStatus, i) => callApi('/update-application-status', { body: { applicationId, newStatus, notes: `n${i}` }, token: recruiter.token })),
    );
    const accepted = responses.filter((r) => r.status === 200).map((r) => r.body.entry.status);
    const stored = (await adminDb().doc(`applications/${applicationId}`).get()).data()!;
    expect(stored.statusHistory).toHaveLength(1 + accepted.length);
    expect(stored.status).toBe(stored.statusHistory.at(-1).status);
  });
});
