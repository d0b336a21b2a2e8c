/**
 * Issue 31, "Evaluación a ciegas": every API that lists or shows a candidate withholds Clara's judgement (score,
 * summary, ratings, signals) from a member until that member submits their scorecard or opens the analysis; the
 * company can turn it off; the agreement compares only blind scorecards.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/stack';
import { createRecruiter, createVacancyFor, readDoc, setBlindScoring, uniqueEmail } from '../../support/recruiting';
import { addMember } from '../../support/team';
import { allRatings, auditEntries, interviewedCandidate, saveScorecard } from '../../support/people';

type Member = { token: string };

/** What one member gets of one candidate from each API that lists or shows them. */
async function seenBy(member: Member, vacancyId: string, applicationId: string) {
  const vacancies = await callApi('/vacancies', { token: member.token });
  expect(vacancies.status).toBe(200);
  const inList = (vacancies.body as any[])
    .find((vacancy) => vacancy.id === vacancyId)
    .applications.find((application: any) => application.id === applicationId);
  const page = await callApi(`/vacancies/${vacancyId}/candidates`, { token: member.token });
  expect(page.status).toBe(200);
  const onBoard = (page.body.applications as any[]).find((application) => application.id === applicationId);
  const comparison = await callApi(`/vacancy-comparison/${vacancyId}`, { token: member.token });
  expect(comparison.status).toBe(200);
  const row = (comparison.body.rows as any[]).find((item) => item.applicationId === applicationId);
  const scorecards = await callApi(`/application/${applicationId}/scorecards`, { token: member.token });
  expect(scorecards.status).toBe(200);
  return { list: inList.interviews[0], board: onBoard.interviews[0], row, clara: scorecards.body.clara };
}

function expectWithheld(seen: Awaited<ReturnType<typeof seenBy>>) {
  for (const summary of [seen.list, seen.board])
    expect(summary).toMatchObject({ claraHidden: true, score: null, overall: '', integritySignals: [] });
  expect(seen.row).toMatchObject({ claraHidden: true, score: null, ratings: {}, integritySignals: [], analyser: null });
  expect(seen.clara).toBeNull();
}

function expectShown(seen: Awaited<ReturnType<typeof seenBy>>) {
  for (const summary of [seen.list, seen.board]) {
    expect(summary.claraHidden).toBeUndefined();
    expect(typeof summary.score).toBe('number');
    expect(summary.overall.length).toBeGreaterThan(20);
  }
  expect(seen.row.claraHidden).toBeUndefined();
  expect(typeof seen.row.score).toBe('number');
  expect(Object.keys(seen.row.ratings).length).toBeGreaterThan(0);
  expect(seen.clara.score).toBe(seen.row.score);
}

describe('blind scoring decided by the API (issue 31)', () => {
  it('withholds Clara from a member until they submit or reveal, per member and per candidate', async () => {
    const owner = await createRecruiter('Ciega S.A.');
    const colleague = await addMember(owner, uniqueEmail('colega-ciega'));
    const vacancyId = await createVacancyFor(owner);
    const marta = await interviewedCandidate(owner, vacancyId, 'Marta Ruiz');
    const beatriz = await interviewedCandidate(owner, vacancyId, 'Beatriz Gil');
    expect((await callApi('/company-settings', { token: colleague.token })).body).toEqual({
      blindScoring: true,
      retentionProfile: 'ue',
    });

    expectWithheld(await seenBy(owner, vacancyId, marta.applicationId));
    expectWithheld(await seenBy(colleague, vacancyId, marta.applicationId));
    // Withheld rows are not ordered by the score they hide: by name.
    const comparison = await callApi(`/vacancy-comparison/${vacancyId}`, { token: owner.token });
    expect((comparison.body.rows as any[]).map((row) => row.candidateName)).toEqual(['Beatriz Gil', 'Marta Ruiz']);

    // The owner scores Marta: Clara shows to the owner for Marta only, never to the colleague.
    const saved = await saveScorecard(owner.token, marta.applicationId, {
      ratings: allRatings(4),
      recommendation: 'advance',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.scorecard).toMatchObject({ blind: true, sawAnalysisFirst: false });
    expectShown(await seenBy(owner, vacancyId, marta.applicationId));
    expectWithheld(await seenBy(owner, vacancyId, beatriz.applicationId));
    expectWithheld(await seenBy(colleague, vacancyId, marta.applicationId));

    // The colleague presses "Ver análisis de Clara" for Beatriz: recorded as seen, with when; then it shows.
    const before = Math.floor(Date.now() / 1000) - 1;
    expect((await callApi(`/company-interview/${beatriz.code}/analysis`, { token: colleague.token })).status).toBe(200);
    const seenDoc = await readDoc(`scorecards/${beatriz.applicationId}__${colleague.uid}`);
    expect(seenDoc!.analysisSeenAt).toBeGreaterThanOrEqual(before);
    expectShown(await seenBy(colleague, vacancyId, beatriz.applicationId));
    expectWithheld(await seenBy(colleague, vacancyId, marta.applicationId));
    const viewed = (await auditEntries(owner.companyId)).filter((entry) => entry.kind === 'candidate.analysisViewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ applicationId: beatriz.applicationId, candidateName: 'Beatriz Gil' });

    // Scoring after revealing is not blind: the agreement counts it apart.
    const anchored = await saveScorecard(colleague.token, beatriz.applicationId, {
      ratings: allRatings(2),
      recommendation: 'doubts',
    });
    expect(anchored.body.scorecard).toMatchObject({ blind: false, sawAnalysisFirst: true });
    const agreement = await callApi(`/agreement?vacancyId=${vacancyId}`, { token: owner.token });
    expect(agreement.status).toBe(200);
    expect(agreement.body).toMatchObject({ blindSetting: true, scorecards: 1, notBlind: 1, candidates: 1 });
    // One candidate: percentages, never a kappa (it needs ten).
    expect(agreement.body.overall.pairs).toBeGreaterThan(0);
    expect(agreement.body.overall).toMatchObject({ kappa: null, kappaInterval: null });

    // Only the owner changes the setting, and the change is audited.
    const refused = await callApi('/company-settings', {
      method: 'PUT',
      body: { blindScoring: false },
      token: colleague.token,
    });
    expect(refused.status).toBe(403);
    expect((await readDoc(`companies/${owner.companyId}`))!.blindScoring).toBeUndefined();
    const invalid = await callApi('/company-settings', {
      method: 'PUT',
      body: { blindScoring: 'no' },
      token: owner.token,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toContain('evaluación a ciegas');

    // Off: everything shows to everyone, and new scorecards are not blind.
    await setBlindScoring(owner, false);
    expect((await auditEntries(owner.companyId)).filter((e) => e.kind === 'company.blindScoringChanged')).toHaveLength(
      1,
    );
    expectShown(await seenBy(colleague, vacancyId, marta.applicationId));
    const open = await saveScorecard(colleague.token, marta.applicationId, {
      ratings: allRatings(3),
      recommendation: 'doubts',
    });
    expect(open.body.scorecard).toMatchObject({ blind: false, sawAnalysisFirst: false });
    const after = await callApi(`/agreement?vacancyId=${vacancyId}`, { token: owner.token });
    expect(after.body).toMatchObject({ blindSetting: false, scorecards: 1, notBlind: 2 });
  });
});
