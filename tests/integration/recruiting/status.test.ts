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
    const by = { uid: recruiter.uid, email: recruiter.email };
    expect(response.body.entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'Reclutador',
      date: expect.any(Number),
      notes: 'Llamar el lunes.',
      by,
    });
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.status).toBe('Reclutador');
    expect(stored!.statusHistory).toHaveLength(2);
    expect(stored!.statusHistory[1]).toEqual(response.body.entry);
    expect(stored!.statusHistory[0]).toMatchObject({ status: 'Nueva', by: null, id: expect.any(String) });
    expect(stored!.statusHistory[1].date).toBeGreaterThanOrEqual(before);

    const next = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Descartado' },
      token: recruiter.token,
    });
    expect(next.status).toBe(200);
    expect(
      (await readDoc(`applications/${applicationId}`))!.statusHistory.map((e: any) => [e.status, e.notes]),
    ).toEqual([
      ['Nueva', 'Postulación recibida.'],
      ['Reclutador', 'Llamar el lunes.'],
      ['Descartado', ''],
    ]);
  });

  it('refuses the moves SPEC §4 does not allow and changes nothing', async () => {
    const { recruiter, applicationId } = await setup();
    for (const newStatus of ['Entrevista', 'Nueva']) {
      const response = await callApi('/update-application-status', {
        body: { applicationId, newStatus },
        token: recruiter.token,
      });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(`No se puede cambiar el estado de «Nueva» a «${newStatus}».`);
    }
    await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Evaluar' },
      token: recruiter.token,
    });
    const same = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Evaluar' },
      token: recruiter.token,
    });
    expect(same.status).toBe(409);
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.status).toBe('Evaluar');
    expect(stored!.statusHistory).toHaveLength(2);
  });

  it('answers 404 for another company’s application and changes nothing', async () => {
    const { applicationId } = await setup();
    const intruder = await createRecruiter();
    const response = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Descartado' },
      token: intruder.token,
    });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('No se encontró la postulación.');
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Nueva');
  });

  it('answers 400 for an unknown status and 401 without a token', async () => {
    const { recruiter, applicationId } = await setup();
    const bad = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Contratado' },
      token: recruiter.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      'El campo «nuevo estado» debe ser uno de: Nueva, Entrevista, Evaluar, Reclutador, Proceso, Seleccionado, Descartado.',
    );
    const noId = await callApi('/update-application-status', {
      body: { newStatus: 'Evaluar' },
      token: recruiter.token,
    });
    expect(noId.status).toBe(400);
    expect(
      (await callApi('/update-application-status', { body: { applicationId, newStatus: 'Evaluar' } })).status,
    ).toBe(401);
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Nueva');
  });

  it('records ten identical concurrent changes as ten entries, each with its own id (COMMON decision 2)', async () => {
    const { recruiter, applicationId } = await setup();
    const body = { applicationId, newStatus: 'Descartado', notes: 'Perfil no encaja.' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callApi('/update-application-status', { body, token: recruiter.token })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const history = (await readDoc(`applications/${applicationId}`))!.statusHistory;
    expect(history).toHaveLength(11);
    expect(new Set(history.map((entry: any) => entry.id)).size).toBe(11);
    expect(
      history
        .slice(1)
        .every(
          (entry: any) =>
            entry.status === 'Descartado' && entry.notes === 'Perfil no encaja.' && entry.by.uid === recruiter.uid,
        ),
    ).toBe(true);
  });

  it('renders older entries without id or by', async () => {
    const { recruiter, applicationId } = await setup();
    await adminDb()
      .doc(`applications/${applicationId}`)
      .update({ statusHistory: [{ status: 'Nueva', date: 1_700_000_000, notes: 'Antigua.' }] });
    const moved = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Evaluar' },
      token: recruiter.token,
    });
    expect(moved.status).toBe(200);
    const history = (await readDoc(`applications/${applicationId}`))!.statusHistory;
    expect(history[0]).toEqual({ status: 'Nueva', date: 1_700_000_000, notes: 'Antigua.' });
    const listed = (await callApi('/vacancies', { token: recruiter.token })).body[0].applications[0];
    expect(listed.statusHistory.map((entry: any) => entry.notes)).toEqual(['Antigua.', '']);
  });

  it('keeps every history entry when recruiters change statuses concurrently', async () => {
    const { recruiter, applicationId } = await setup();
    const moves = ['Evaluar', 'Reclutador', 'Proceso', 'Descartado'];
    const responses = await Promise.all(
      moves.map((newStatus, i) =>
        callApi('/update-application-status', {
          body: { applicationId, newStatus, notes: `n${i}` },
          token: recruiter.token,
        }),
      ),
    );
    const accepted = responses.filter((r) => r.status === 200).map((r) => r.body.entry.status);
    const stored = (await adminDb().doc(`applications/${applicationId}`).get()).data()!;
    expect(stored.statusHistory).toHaveLength(1 + accepted.length);
    expect(stored.status).toBe(stored.statusHistory.at(-1).status);
  });
});
