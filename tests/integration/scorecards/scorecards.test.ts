import { describe, expect, it } from 'vitest';
import { COMPETENCIES, RUBRIC_VERSION } from '@clara/domain';
import { callApi } from '../../support/stack';
import { applyTo, countWhere, createRecruiter, createVacancyFor, readDoc, uniqueEmail } from '../../support/recruiting';
import { addMember } from '../../support/team';
import { allRatings, auditEntries, interviewedCandidate, saveScorecard } from '../../support/people';

describe('scorecards (issue 20)', () => {
  it('a member scores blind, then sees Clara and the team; one scorecard per member, edited by its author', async () => {
    const owner = await createRecruiter('Evaluadora S.A.');
    const colleague = await addMember(owner, uniqueEmail('colega'));
    const vacancyId = await createVacancyFor(owner);
    const { applicationId, code } = await interviewedCandidate(owner, vacancyId);

    // Blind first: before scoring, neither Clara's ratings nor the team's reach the member.
    const before = await callApi(`/application/${applicationId}/scorecards`, { token: colleague.token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ revealed: false, mine: null, clara: null, team: [], average: null });
    expect(before.body.skills.map((skill: { id: string }) => skill.id)).toEqual(COMPETENCIES.map((c) => c.id));
    expect(before.body.rubricVersion).toBe(RUBRIC_VERSION);
    expect(before.body.interviewCode).toBe(code);

    const created = await saveScorecard(owner.token, applicationId, {
      ratings: allRatings(4),
      recommendation: 'advance',
      note: 'Buenos ejemplos.',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      created: true,
      scorecard: { sawAnalysisFirst: false, note: 'Buenos ejemplos.' },
    });

    // The colleague opens Clara's analysis first: recorded on their scorecard when they submit it.
    expect((await callApi(`/company-interview/${code}/analysis`, { token: colleague.token })).status).toBe(200);
    const colleagues = await saveScorecard(colleague.token, applicationId, {
      ratings: allRatings(2),
      recommendation: 'doubts',
    });
    expect(colleagues.body.scorecard).toMatchObject({ sawAnalysisFirst: true, author: { uid: colleague.uid } });

    const after = await callApi(`/application/${applicationId}/scorecards`, { token: colleague.token });
    expect(after.body.revealed).toBe(true);
    expect(after.body.clara.code).toBe(code);
    expect(Object.keys(after.body.clara.ratings).sort()).toEqual(COMPETENCIES.map((c) => c.id).sort());
    expect(after.body.team).toHaveLength(2);
    expect(after.body.average).toMatchObject({
      scorecards: 2,
      ratings: { comunicacion: 3 },
      score: 50,
      recommendations: { advance: 1, doubts: 1, reject: 0 },
    });

    // Editing keeps one document per member and candidate, with its first submission's time.
    const edited = await saveScorecard(owner.token, applicationId, {
      ratings: allRatings(5),
      recommendation: 'advance',
    });
    expect(edited.body).toMatchObject({ created: false, scorecard: { ratings: { comunicacion: 5 } } });
    expect(edited.body.scorecard.createdAt).toBe(created.body.scorecard.createdAt);
    expect(await countWhere('scorecards', 'applicationId', applicationId)).toBe(2);

    // The comparison shows the team beside Clara to a member who scored.
    const comparison = await callApi(`/vacancy-scorecards/${vacancyId}`, { token: colleague.token });
    expect(comparison.body.rows).toEqual([
      expect.objectContaining({
        applicationId,
        count: 2,
        revealed: true,
        average: expect.objectContaining({ scorecards: 2 }),
      }),
    ]);

    // Audit: created, edited and the analysis view, by whom.
    const kinds = (await auditEntries(owner.companyId)).map((entry) => `${entry.kind}:${entry.actor.uid ?? ''}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        `scorecard.created:${owner.uid}`,
        `scorecard.updated:${owner.uid}`,
        `scorecard.created:${colleague.uid}`,
        `candidate.analysisViewed:${colleague.uid}`,
      ]),
    );
  });

  it('refuses incomplete ratings and unknown competencies with a Spanish error, writing nothing', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId);
    const { ajuste: _left, ...missing } = allRatings(3);
    const incomplete = await saveScorecard(owner.token, applicationId, { ratings: missing, recommendation: 'advance' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe('Califica cada habilidad de la rúbrica con un número del 1 al 5.');
    const outOfRange = await saveScorecard(owner.token, applicationId, {
      ratings: { ...allRatings(3), comunicacion: 7 },
      recommendation: 'advance',
    });
    expect(outOfRange.status).toBe(400);
    const noRecommendation = await saveScorecard(owner.token, applicationId, { ratings: allRatings(3) });
    expect(noRecommendation.status).toBe(400);
    expect(await countWhere('scorecards', 'applicationId', applicationId)).toBe(0);
  });

  it("another company's candidate is 404 and nothing is written; without a token 401", async () => {
    const owner = await createRecruiter();
    const other = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { applicationId } = await applyTo(vacancyId);
    const body = { ratings: allRatings(3), recommendation: 'reject' };
    expect((await saveScorecard(other.token, applicationId, body)).status).toBe(404);
    expect((await callApi(`/application/${applicationId}/scorecards`, { token: other.token })).status).toBe(404);
    expect((await callApi(`/vacancy-scorecards/${vacancyId}`, { token: other.token })).status).toBe(404);
    expect((await callApi(`/agreement?vacancyId=${vacancyId}`, { token: other.token })).status).toBe(404);
    expect((await callApi(`/application/${applicationId}/scorecard`, { method: 'PUT', body })).status).toBe(401);
    expect(await countWhere('scorecards', 'applicationId', applicationId)).toBe(0);
    expect(await auditEntries(other.companyId)).toEqual([]);
  });

  it('the agreement rests on the scorecards, per vacancy and for the company', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const first = await interviewedCandidate(owner, vacancyId, 'Ana Uno');
    const second = await interviewedCandidate(owner, vacancyId, 'Bea Dos');
    // Scores exactly Clara's ratings on the first candidate: every pair of it agrees.
    const clara = (await readDoc(`interview_private/${first.code}`))!.analysis.personalityAssessment as Record<
      string,
      { competency: string; rating: number }
    >;
    const same = Object.fromEntries(Object.values(clara).map((entry) => [entry.competency, entry.rating]));
    await saveScorecard(owner.token, first.applicationId, { ratings: same, recommendation: 'advance' });
    await saveScorecard(owner.token, second.applicationId, { ratings: allRatings(1), recommendation: 'reject' });

    const agreement = await callApi(`/agreement?vacancyId=${vacancyId}`, { token: owner.token });
    expect(agreement.status).toBe(200);
    expect(agreement.body).toMatchObject({ vacancyId, scorecards: 2, candidates: 2 });
    expect(agreement.body.overall.pairs).toBe(12);
    expect(agreement.body.overall.exact).toBeGreaterThanOrEqual(0.5);
    expect(agreement.body.scoreCorrelation).toEqual({ candidates: 2, r: null, interval: null });
    // Two candidates: no kappa (issue 31: it needs ten).
    expect(agreement.body.overall.kappa).toBeNull();
    const company = await callApi('/agreement', { token: owner.token });
    expect(company.body).toMatchObject({ vacancyId: null, scorecards: 2 });
  });
});
