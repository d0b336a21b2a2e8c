/**
 * Issue 31, a complete audit log: vacancies created, edited and moved are recorded, each entry written in the
 * same transaction or batch as its action, so a refused action leaves no entry.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/stack';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import {
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  uniqueEmail,
  vacancyInput,
} from '../../support/recruiting';
import { addMember } from '../../support/team';
import { auditEntries, interviewedCandidate, saveScorecard } from '../../support/people';

describe('the audit log records every action with it (issue 31)', () => {
  it('records a vacancy created, edited and moved, by whom, in the same write', async () => {
    const owner = await createRecruiter('Vacantes Auditadas S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Analista de Datos' });
    const created = (await auditEntries(owner.companyId)).filter((entry) => entry.kind === 'vacancy.created');
    expect(created).toEqual([
      expect.objectContaining({
        vacancyId,
        actor: expect.objectContaining({ type: 'member', uid: owner.uid }),
        action: 'POST /api/create-vacancy',
        detail: 'Analista de Datos',
      }),
    ]);

    const edited = await callApi(`/update-vacancy/${vacancyId}`, {
      method: 'PUT',
      body: { ...vacancyInput({ jobTitle: 'Analista de Datos Senior' }), status: 'Cerrada' },
      token: owner.token,
    });
    expect(edited.status).toBe(200);
    const entries = await auditEntries(owner.companyId);
    expect(entries.find((entry) => entry.kind === 'vacancy.statusChanged')).toMatchObject({
      vacancyId,
      action: 'PUT /api/update-vacancy/:id',
      detail: 'Activa → Cerrada',
    });
    // The edit names the fields it changed, never their text.
    expect(entries.find((entry) => entry.kind === 'vacancy.updated')).toMatchObject({
      vacancyId,
      detail: 'título',
    });
  });

  it('a refused action writes no entry', async () => {
    const owner = await createRecruiter('Sin Rastro S.A.');
    const stranger = await createRecruiter('Otra S.A.');
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId);
    const before = (await auditEntries(owner.companyId)).length;

    // A move SPEC §4 does not allow, another company's vacancy, an invalid vacancy, an incomplete scorecard.
    const move = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Entrevista' },
      token: owner.token,
    });
    expect(move.status).toBe(409);
    const foreign = await callApi(`/update-vacancy/${vacancyId}`, {
      method: 'PUT',
      body: { ...vacancyInput({ jobTitle: 'Tomada' }), status: 'Cerrada' },
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    const invalid = await callApi('/create-vacancy', { body: vacancyInput({ jobTitle: '' }), token: owner.token });
    expect(invalid.status).toBe(400);
    const scorecard = await saveScorecard(owner.token, applicationId, { ratings: {}, recommendation: 'advance' });
    expect(scorecard.status).toBe(400);
    const settings = await callApi('/company-settings', {
      method: 'PUT',
      body: { blindScoring: false },
      token: stranger.token,
    });
    expect(settings.status).toBe(200);

    expect(await auditEntries(owner.companyId)).toHaveLength(before);
    expect((await readDoc(`vacancies/${vacancyId}`))!.status).toBe('Activa');
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Nueva');
    // The stranger's own setting changed, recorded in their log only.
    expect((await auditEntries(stranger.companyId)).map((entry) => entry.kind)).toEqual([
      'company.blindScoringChanged',
    ]);

    // And the same status move, allowed, writes exactly one entry with it.
    const allowed = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Evaluar' },
      token: owner.token,
    });
    expect(allowed.status).toBe(200);
    const after = await auditEntries(owner.companyId);
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ kind: 'candidate.statusChanged', applicationId, detail: 'Evaluar' });
  });

  it("records Clara's own actions with the system actor, and every status change with the change", async () => {
    const owner = await createRecruiter('Acciones de Clara S.A.');
    const vacancyId = await createVacancyFor(owner);
    const { applicationId, code } = await interviewedCandidate(owner, vacancyId, 'Elena Vidal');
    const moved = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Reclutador', notes: 'Pasa' },
      token: owner.token,
    });
    expect(moved.status).toBe(200);

    const entries = (await auditEntries(owner.companyId))
      .filter((entry) => entry.applicationId === applicationId)
      .reverse();
    const who = (entry: Record<string, any>) => (entry.actor.type === 'member' ? 'member' : entry.actor.type);
    // Entries of one transaction share their time: compared as a set.
    const lines = entries.map((entry) => `${entry.kind} ${who(entry)} ${entry.detail}`);
    expect(lines).toHaveLength(6);
    expect(lines).toEqual(
      expect.arrayContaining([
        'candidate.statusChanged member Entrevista',
        `interview.assigned system ${code}`,
        'interview.finished system ',
        expect.stringMatching(/^interview\.analysed system \d+\/100$/),
        'candidate.statusChanged system Evaluar',
        'candidate.statusChanged member Reclutador',
      ]),
    );
    expect(entries.find((entry) => entry.kind === 'interview.assigned')).toMatchObject({
      action: 'POST /api/start-clara-interview',
      candidateName: 'Elena Vidal',
    });
    expect(entries.at(-1)).toMatchObject({ action: 'POST /api/update-application-status' });
    // Each status change has exactly its entry, written at its own time (the same write).
    const history = (await readDoc(`applications/${applicationId}`))!.statusHistory as {
      status: string;
      date: number;
    }[];
    const changes = entries.filter((entry) => entry.kind === 'candidate.statusChanged');
    expect(changes.map((entry) => [entry.detail, entry.at])).toEqual(
      history.filter((item) => item.status !== 'Nueva').map((item) => [item.status, item.date]),
    );
  });

  it('lists and boards carry no CV and no transcript: a member reads them only through the calls that record it', async () => {
    const owner = await createRecruiter('Listas Sin CV S.A.');
    const colleague = await addMember(owner, uniqueEmail('colega-listas'));
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await interviewedCandidate(owner, vacancyId, 'Irene Campos');
    const cv = (await readDoc(`applications/${applicationId}`))!.cv as string;
    expect(cv).toContain('Node.js');
    const answer = STRONG_ANSWERS[0]!.slice(0, 60);
    const before = (await auditEntries(owner.companyId)).length;

    const list = await callApi('/vacancies', { token: colleague.token });
    const board = await callApi(`/vacancies/${vacancyId}/candidates`, { token: colleague.token });
    for (const [answered, applications] of [
      [list, (list.body as any[]).find((vacancy) => vacancy.id === vacancyId).applications],
      [board, board.body.applications],
    ] as const) {
      expect(answered.status).toBe(200);
      const listed = (applications as any[]).find((application) => application.id === applicationId);
      // Whether there is a CV and a transcript, never their text.
      expect(listed).toMatchObject({ cv: '', hasCv: true });
      expect(listed.interviews[0]).toMatchObject({ transcription: '', hasTranscript: true });
      expect(JSON.stringify(answered.body)).not.toContain(cv);
      expect(JSON.stringify(answered.body)).not.toContain(answer);
    }
    // Listing records nothing.
    expect(await auditEntries(owner.companyId)).toHaveLength(before);

    // Opening the transcript serves it and records the view, by that member, of that candidate.
    const transcript = await callApi(`/application/${applicationId}/transcript`, { token: colleague.token });
    expect(transcript.status).toBe(200);
    expect(transcript.body.transcription).toContain(answer);
    const entries = await auditEntries(owner.companyId);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      kind: 'candidate.transcriptViewed',
      applicationId,
      candidateName: 'Irene Campos',
      actor: { type: 'member', uid: colleague.uid },
      action: 'GET /api/application/:applicationId/transcript',
    });
  });
});
