import { describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../../support/stack';
import { applyTo, countWhere, createRecruiter, createVacancyFor } from '../../support/recruiting';
import { waitForEmail } from '../../support/mailbox';
import { auditEntries, candidateToken, interviewedCandidate } from '../../support/people';

const DAY = 86_400;

describe("the candidate's request for a human review (issue 20)", () => {
  it('from the emailed link → visible to the company → answered in writing → emailed to the candidate', async () => {
    const owner = await createRecruiter('Revisora S.A.');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Analista QA' });
    const { applicationId, input } = await applyTo(vacancyId, { name: 'Rosa Pinto' });
    const token = await candidateToken(input.email);

    const asked = await callApi('/candidate-review-request', {
      body: { token, comment: 'Creo que no se entendió mi experiencia.' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.deadlineDays).toBe(30);
    const now = Math.floor(Date.now() / 1000);
    expect(asked.body.dueAt - now).toBeGreaterThan(29 * DAY);
    expect(asked.body.dueAt - now).toBeLessThanOrEqual(30 * DAY);
    // One open request at a time.
    expect((await callApi('/candidate-review-request', { body: { token } })).status).toBe(409);
    // The team hears of it.
    await waitForEmail(owner.email, { subject: 'Solicitud de revisión por una persona: Rosa Pinto' });

    // The company sees it in its list and on the candidate; another company does not.
    const list = await callApi('/review-requests', { token: owner.token });
    expect(list.body.requests).toEqual([
      expect.objectContaining({
        id: asked.body.id,
        applicationId,
        candidateName: 'Rosa Pinto',
        source: 'link',
        comment: 'Creo que no se entendió mi experiencia.',
        status: 'open',
        overdue: false,
      }),
    ]);
    const other = await createRecruiter();
    expect((await callApi('/review-requests', { token: other.token })).body.requests).toEqual([]);
    expect((await callApi(`/application/${applicationId}/reviews`, { token: other.token })).status).toBe(404);
    const foreign = await callApi(`/review-requests/${asked.body.id}/answer`, {
      body: { answer: 'Intruso' },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await adminDb().doc(`review_requests/${asked.body.id}`).get()).get('status')).toBe('open');

    // Past its deadline it reads overdue.
    await adminDb()
      .doc(`review_requests/${asked.body.id}`)
      .update({ dueAt: now - DAY });
    expect((await callApi('/review-requests', { token: owner.token })).body.requests[0].overdue).toBe(true);

    // An empty answer is refused; a written one is stored and emailed to the candidate.
    const empty = await callApi(`/review-requests/${asked.body.id}/answer`, {
      body: { answer: ' ' },
      token: owner.token,
    });
    expect(empty.status).toBe(400);
    const answered = await callApi(`/review-requests/${asked.body.id}/answer`, {
      body: { answer: 'Revisamos tu entrevista con calma: seguimos contigo en el proceso.' },
      token: owner.token,
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', overdue: false, answer: { by: { uid: owner.uid } } });
    const mail = await waitForEmail(input.email, { subject: 'Respuesta a tu solicitud de revisión' });
    expect(mail.text).toContain('Revisamos tu entrevista con calma: seguimos contigo en el proceso.');
    expect(
      (await callApi(`/review-requests/${asked.body.id}/answer`, { body: { answer: 'Otra' }, token: owner.token }))
        .status,
    ).toBe(409);

    // The candidate's page shows the answer.
    const mine = await callApi('/candidate-reviews', { body: { token } });
    expect(mine.body.requests).toEqual([
      expect.objectContaining({ status: 'answered', answer: expect.objectContaining({ text: expect.any(String) }) }),
    ]);
    const kinds = (await auditEntries(owner.companyId)).map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['review.requested', 'review.answered']));
  });

  it('from the end of a finished company interview, by its code; never for a practice or an unknown code', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId, code } = await interviewedCandidate(owner, vacancyId, 'Iván Mora');
    const asked = await callApi('/interview-review-request', { body: { code, comment: '' } });
    expect(asked.status).toBe(201);
    const reviews = await callApi(`/application/${applicationId}/reviews`, { token: owner.token });
    expect(reviews.body.requests).toEqual([expect.objectContaining({ source: 'interview', comment: '' })]);
    const unknown = await callApi('/interview-review-request', {
      body: { code: '00000000-0000-4000-8000-00000000dead' },
    });
    expect(unknown.status).toBe(404);
  });

  it('the candidate adds context to their analysis; the company reads it with the candidate', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId, input } = await applyTo(vacancyId);
    const token = await candidateToken(input.email);
    const added = await callApi('/candidate-analysis-comment', {
      body: { token, text: 'En la pregunta 3 me refería a un proyecto de 2024.' },
    });
    expect(added.status).toBe(201);
    const reviews = await callApi(`/application/${applicationId}/reviews`, { token: owner.token });
    expect(reviews.body.comments).toEqual([
      expect.objectContaining({ text: 'En la pregunta 3 me refería a un proyecto de 2024.' }),
    ]);
    const bad = await callApi('/candidate-analysis-comment', { body: { token: 'x'.repeat(43), text: 'hola' } });
    expect(bad.status).toBe(404);

    // Erasing the candidate erases the requests and comments too.
    await callApi('/candidate-review-request', { body: { token } });
    await callApi(`/application/${applicationId}`, { method: 'DELETE', token: owner.token });
    expect(await countWhere('candidate_comments', 'applicationId', applicationId)).toBe(0);
    expect(await countWhere('review_requests', 'applicationId', applicationId)).toBe(0);
  });
});
