/**
 * Issue 31, a complete audit log: vacancies created, edited and moved are recorded, each entry written in the
 * same transaction or batch as its action, so a refused action leaves no entry.
 */
import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
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
import { auditEntries, candidateToken, interviewedCandidate, saveScorecard } from '../../support/people';
import { bookingTokenFrom, candidateInReclutador, hoursFromNow, proposal } from '../../support/scheduling';

/** The company's audit entries written since the last call, oldest first, as `kind detail`. */
function entriesSince(companyId: string) {
  const seen = new Set<string>();
  return async (): Promise<Record<string, any>[]> => {
    const fresh = (await auditEntries(companyId)).filter((entry) => !seen.has(entry.id)).reverse();
    for (const entry of fresh) seen.add(entry.id);
    return fresh;
  };
}
const kinds = (entries: Record<string, any>[]) => entries.map((entry) => entry.kind);
const exists = async (path: string) => (await adminDb().doc(path).get()).exists;
const countOf = async (collection: string, field: string, value: string) =>
  (await adminDb().collection(collection).where(field, '==', value).get()).size;

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

  it('each audited action writes its entry with it, and a refused one writes none and no document (team, webhooks, scheduling, reviews, erasure, withdrawal)', async () => {
    const owner = await createRecruiter('Cada Acción S.A.');
    const stranger = await createRecruiter('Ajena Acciones S.A.');
    const fresh = entriesSince(owner.companyId);
    await fresh();

    // Team: an invitation of someone already in the company, a removal of oneself or of no one: refused.
    expect((await callApi('/team/invitations', { body: { email: owner.email }, token: owner.token })).status).toBe(409);
    expect(await countOf('team_invitations', 'email', owner.email)).toBe(0);
    expect((await callApi(`/team/members/${owner.uid}`, { method: 'DELETE', token: owner.token })).status).toBe(400);
    expect((await callApi('/team/members/nadie', { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect(await fresh()).toEqual([]);
    const colleague = await addMember(owner, uniqueEmail('colega-acciones'));
    expect(kinds(await fresh())).toEqual(['team.invited', 'team.memberJoined']);

    // Webhooks: a recruiter's creation (owner only) and a malformed address are refused, nothing stored.
    const hook = { url: 'https://hooks.example.com/acciones', events: ['analysis.ready'] };
    expect((await callApi('/webhooks', { body: hook, token: colleague.token })).status).toBe(403);
    expect(
      (await callApi('/webhooks', { body: { ...hook, url: 'no es una dirección' }, token: owner.token })).status,
    ).toBe(400);
    expect(await countOf('webhook_endpoints', 'companyId', owner.companyId)).toBe(0);
    expect((await callApi('/webhooks/ninguno', { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect(await fresh()).toEqual([]);
    const created = await callApi('/webhooks', { body: hook, token: owner.token });
    expect(created.status).toBe(201);
    const webhookId = created.body.id as string;
    expect((await callApi(`/webhooks/${webhookId}/rotate-secret`, { body: {}, token: owner.token })).status).toBe(200);
    expect((await callApi(`/webhooks/${webhookId}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect(await exists(`webhook_endpoints/${webhookId}`)).toBe(false);
    expect((await fresh()).map((entry) => `${entry.kind} ${entry.detail}`)).toEqual([
      `webhook.created ${hook.url}`,
      `webhook.secret_rotated ${webhookId}`,
      `webhook.deleted ${webhookId}`,
    ]);

    // Scheduling: a proposal of a time already past is refused (no booking); the candidate's cancel is recorded
    // once, a second cancel of the same interview writes nothing.
    const booked = await candidateInReclutador(owner, 'Tomás Reyes');
    await fresh();
    const past = await callApi(`/application/${booked.applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [hoursFromNow(-2)]),
      token: owner.token,
    });
    expect(past.status).toBe(400);
    expect(await countOf('interview_bookings', 'applicationId', booked.applicationId)).toBe(0);
    expect(await fresh()).toEqual([]);
    const proposed = await callApi(`/application/${booked.applicationId}/interview-bookings`, {
      body: proposal([owner.uid], [hoursFromNow(72)]),
      token: owner.token,
    });
    expect(proposed.status).toBe(201);
    const bookingToken = await bookingTokenFrom(booked.email);
    for (let i = 0; i < 2; i += 1)
      expect((await callApi('/interview-booking/cancel', { body: { token: bookingToken } })).status).toBe(200);
    expect((await fresh()).map((entry) => `${entry.kind} ${entry.candidateName}`)).toEqual([
      'interview.proposed Tomás Reyes',
      'interview.cancelled Tomás Reyes',
    ]);

    // Reviews: a second open request and a second answer are refused and write nothing.
    const vacancyId = await createVacancyFor(owner);
    const reviewed = await applyTo(vacancyId, { name: 'Rita Flores' });
    const reviewToken = await candidateToken(reviewed.input.email);
    await fresh();
    const asked = await callApi('/candidate-review-request', { body: { token: reviewToken } });
    expect(asked.status).toBe(201);
    expect((await callApi('/candidate-review-request', { body: { token: reviewToken } })).status).toBe(409);
    expect(await countOf('review_requests', 'applicationId', reviewed.applicationId)).toBe(1);
    const answer = (token: string) =>
      callApi(`/review-requests/${asked.body.id}/answer`, { body: { answer: 'Revisado por una persona.' }, token });
    expect((await answer(stranger.token)).status).toBe(404);
    expect((await answer(owner.token)).status).toBe(200);
    expect((await answer(owner.token)).status).toBe(409);
    expect((await fresh()).map((entry) => `${entry.kind} ${entry.candidateName}`)).toEqual([
      'review.requested Rita Flores',
      'review.answered Rita Flores',
    ]);

    // Erasure: another company's erase is 404 and erases nothing; the owner's is recorded, naming the candidate.
    const erase = (token: string) => callApi(`/application/${reviewed.applicationId}`, { method: 'DELETE', token });
    expect((await erase(stranger.token)).status).toBe(404);
    expect(await exists(`applications/${reviewed.applicationId}`)).toBe(true);
    expect(await fresh()).toEqual([]);
    expect((await erase(owner.token)).status).toBe(200);
    expect(await exists(`applications/${reviewed.applicationId}`)).toBe(false);
    expect((await erase(owner.token)).status).toBe(404);
    expect(await fresh()).toEqual([
      expect.objectContaining({
        kind: 'candidate.erased',
        applicationId: reviewed.applicationId,
        candidateName: 'Rita Flores',
        actor: expect.objectContaining({ type: 'member', uid: owner.uid }),
        action: 'DELETE /api/application/:applicationId',
      }),
    ]);

    // Withdrawal: an unknown link is refused; the candidate's own is recorded with the erasure, once.
    const leaving = await applyTo(vacancyId, { name: 'Sara Vega' });
    const leavingToken = await candidateToken(leaving.input.email);
    await fresh();
    expect((await callApi('/candidate-withdraw', { body: { token: 'x'.repeat(43) } })).status).toBe(404);
    expect(await fresh()).toEqual([]);
    expect((await callApi('/candidate-withdraw', { body: { token: leavingToken } })).status).toBe(200);
    expect(await exists(`applications/${leaving.applicationId}`)).toBe(false);
    expect((await callApi('/candidate-withdraw', { body: { token: leavingToken } })).status).toBe(404);
    expect(await fresh()).toEqual([
      expect.objectContaining({
        kind: 'candidate.withdrew',
        applicationId: leaving.applicationId,
        candidateName: 'Sara Vega',
        actor: { type: 'candidate' },
        action: 'POST /api/candidate-withdraw',
      }),
    ]);

    // The removal of a member, recorded with it, naming them.
    expect((await callApi(`/team/members/${colleague.uid}`, { method: 'DELETE', token: owner.token })).status).toBe(
      200,
    );
    expect(await exists(`users/${colleague.uid}`)).toBe(false);
    expect((await fresh()).map((entry) => `${entry.kind} ${entry.detail}`)).toEqual([
      `team.memberRemoved ${colleague.email}`,
    ]);
  });
});
