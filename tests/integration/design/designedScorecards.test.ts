/**
 * Issue 30: scorecards, the comparison and the agreement read the vacancy's rubric. A scorecard rates exactly the
 * skills of the version the candidate's interview was taken with (the vacancy's current one without an
 * interview) and stores that version; a rating of a skill outside it is refused in Spanish with nothing written;
 * scorecards made on the default six before a design still show. The comparison's columns and the agreement's
 * rows are the vacancy's skills.
 */
import { describe, expect, it } from 'vitest';
import { COMPETENCIES, RUBRIC_VERSION } from '@clara/domain';
import { callApi } from '../../support/stack';
import {
  applyTo,
  countWhere,
  createRecruiter,
  createVacancyFor,
  readDoc,
  vacancyInput,
} from '../../support/recruiting';
import { addMember } from '../../support/team';
import { allRatings, saveScorecard } from '../../support/people';
import { KITCHEN_DESIGN, OWN_SKILL, designedInterviewTaken, pickSkill } from '../../support/design';

const V1_IDS = KITCHEN_DESIGN.skills.map((skill) => skill.id);
const V2_SKILLS = [...KITCHEN_DESIGN.skills, pickSkill('trabajo-equipo')];

async function editSkills(token: string, vacancyId: string, design: unknown) {
  const edited = await callApi(`/update-vacancy/${vacancyId}`, {
    method: 'PUT',
    body: { ...vacancyInput({ jobTitle: 'Cocinero/a' }), status: 'Activa', design },
    token,
  });
  expect(edited.status).toBe(200);
}

/** Clara's ratings of an interview by skill id, read from its stored analysis. */
async function claraRatings(code: string): Promise<Record<string, number>> {
  const analysis = (await readDoc(`interview_private/${code}`))!.analysis;
  return Object.fromEntries(
    Object.values(analysis.personalityAssessment as Record<string, { competency: string; rating: number }>).map(
      (entry) => [entry.competency, entry.rating],
    ),
  );
}

describe("scorecards on the vacancy's rubric (issue 30)", () => {
  it("rate exactly the interview's version of the skills, store it, and refuse any other skill with nothing written", async () => {
    const owner = await createRecruiter('Cocinas del Pacífico');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Cocinero/a', design: KITCHEN_DESIGN });
    const { applicationId, code } = await designedInterviewTaken(owner, vacancyId);
    // The skills change after the interview: version 2 for new interviews, version 1 for this candidate.
    await editSkills(owner.token, vacancyId, { ...KITCHEN_DESIGN, skills: V2_SKILLS });

    const view = await callApi(`/application/${applicationId}/scorecards`, { token: owner.token });
    expect(view.status).toBe(200);
    expect(view.body.rubricVersion).toBe('vacante-1');
    expect(view.body.skills.map((skill: { id: string }) => skill.id)).toEqual(V1_IDS);
    // The form's rows carry each skill's name and anchors, the company's own skill's included.
    expect(view.body.skills[2]).toEqual({
      id: OWN_SKILL.id,
      name: OWN_SKILL.name,
      description: '',
      anchors: OWN_SKILL.anchors,
    });
    expect(view.body.skills[0].anchors[5]).toBe(pickSkill('calidad-seguridad').anchors[5]);

    // The default six, a skill of version 2 or a missing skill: 400 in Spanish, no scorecard, no audit entry.
    for (const [ratings, error] of [
      [allRatings(3), 'La evaluación incluye una habilidad que no es de la rúbrica de esta vacante.'],
      [
        { 'calidad-seguridad': 4, 'atencion-cliente': 4, [OWN_SKILL.id]: 4, 'trabajo-equipo': 4 },
        'La evaluación incluye una habilidad que no es de la rúbrica de esta vacante.',
      ],
      [
        { 'calidad-seguridad': 4, 'atencion-cliente': 4 },
        'Califica cada habilidad de la rúbrica con un número del 1 al 5.',
      ],
      [
        { 'calidad-seguridad': 4, 'atencion-cliente': 4, 'Cocina fría': 4 },
        'La evaluación incluye una habilidad que no es de la rúbrica de esta vacante.',
      ],
    ] as const) {
      const refused = await saveScorecard(owner.token, applicationId, { ratings, recommendation: 'advance' });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(error);
    }
    expect(await countWhere('scorecards', 'applicationId', applicationId)).toBe(0);

    const ratings = { 'calidad-seguridad': 5, 'atencion-cliente': 4, [OWN_SKILL.id]: 2 };
    const saved = await saveScorecard(owner.token, applicationId, { ratings, recommendation: 'advance' });
    expect(saved.status).toBe(200);
    expect(saved.body.scorecard).toMatchObject({ ratings, rubricVersion: 'vacante-1' });
    const stored = (await readDoc(`scorecards/${applicationId}__${owner.uid}`))!;
    expect(stored).toMatchObject({ ratings, rubricVersion: 'vacante-1' });

    // Revealed: Clara's ratings by the same skill ids; the team's score as the vacancy's rubric scores (equal
    // weights: (100 + 75 + 25) / 3).
    const after = await callApi(`/application/${applicationId}/scorecards`, { token: owner.token });
    expect(Object.keys(after.body.clara.ratings).sort()).toEqual([...V1_IDS].sort());
    expect(after.body.average).toMatchObject({ ratings, score: 67 });
    expect(after.body.clara.ratings).toEqual(await claraRatings(code));

    // A candidate without an interview is rated on the vacancy's current version.
    const fresh = await applyTo(vacancyId, { name: 'Luis Quispe' });
    const freshView = await callApi(`/application/${fresh.applicationId}/scorecards`, { token: owner.token });
    expect(freshView.body.rubricVersion).toBe('vacante-2');
    expect(freshView.body.skills.map((skill: { name: string }) => skill.name)).toEqual(
      V2_SKILLS.map((skill) => skill.name),
    );
    const freshSaved = await saveScorecard(owner.token, fresh.applicationId, {
      ratings: Object.fromEntries(V2_SKILLS.map((skill) => [skill.id, 3])),
      recommendation: 'doubts',
    });
    expect(freshSaved.body.scorecard.rubricVersion).toBe('vacante-2');
  });

  it('keeps showing a scorecard made on the default six before the vacancy had a design', async () => {
    const owner = await createRecruiter();
    const colleague = await addMember(owner, `colega-${Date.now()}@prueba.test`);
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Cocinero/a' });
    const { applicationId } = await applyTo(vacancyId, { name: 'Ana Antes' });
    const before = await saveScorecard(colleague.token, applicationId, {
      ratings: allRatings(4),
      recommendation: 'advance',
    });
    expect(before.body.scorecard.rubricVersion).toBe(RUBRIC_VERSION);

    await editSkills(owner.token, vacancyId, KITCHEN_DESIGN);
    const ratings = Object.fromEntries(V1_IDS.map((id) => [id, 2]));
    expect((await saveScorecard(owner.token, applicationId, { ratings, recommendation: 'reject' })).status).toBe(200);

    const view = await callApi(`/application/${applicationId}/scorecards`, { token: owner.token });
    expect(view.body.skills.map((skill: { id: string }) => skill.id)).toEqual(V1_IDS);
    const old = view.body.team.find((card: { author: { uid: string } }) => card.author.uid === colleague.uid);
    expect(old).toMatchObject({ ratings: allRatings(4), rubricVersion: RUBRIC_VERSION });
    // Each scored as its own rubric: 75 on the default six, 25 on the vacancy's skills.
    expect(view.body.average.score).toBe(50);
    expect(Object.keys(view.body.average.ratings).sort()).toEqual(
      [...V1_IDS, ...COMPETENCIES.map((competency) => competency.id)].sort(),
    );
  });
});

describe("the comparison and the agreement on the vacancy's skills (issue 30)", () => {
  it("columns are the vacancy's skills and the agreement pairs Clara with the team per skill id", async () => {
    const owner = await createRecruiter('Cocinas del Pacífico');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Cocinero/a', design: KITCHEN_DESIGN });
    const { applicationId, code } = await designedInterviewTaken(owner, vacancyId);
    // Blind: the owner scores exactly Clara's ratings without opening the analysis.
    const clara = await claraRatings(code);
    expect(Object.keys(clara).sort()).toEqual([...V1_IDS].sort());
    expect(
      (await saveScorecard(owner.token, applicationId, { ratings: clara, recommendation: 'advance' })).status,
    ).toBe(200);

    const comparison = await callApi(`/vacancy-comparison/${vacancyId}`, { token: owner.token });
    expect(comparison.status).toBe(200);
    expect(comparison.body.skills).toEqual(KITCHEN_DESIGN.skills.map(({ id, name }) => ({ id, name })));
    expect(comparison.body.rows).toHaveLength(1);
    expect(comparison.body.rows[0].ratings).toEqual(clara);

    const agreement = await callApi(`/agreement?vacancyId=${vacancyId}`, { token: owner.token });
    expect(agreement.status).toBe(200);
    expect(agreement.body).toMatchObject({ scorecards: 1, candidates: 1, notBlind: 0 });
    expect(agreement.body.byCompetency).toEqual(
      KITCHEN_DESIGN.skills.map((skill) =>
        expect.objectContaining({ competency: skill.id, name: skill.name, pairs: 1, exact: 1 }),
      ),
    );
    expect(agreement.body.overall).toMatchObject({ pairs: 3, exact: 1 });

    // A member who scores after opening the analysis is counted apart, never paired (the blind-only rule).
    const colleague = await addMember(owner, `colega-${Date.now()}@prueba.test`);
    expect((await callApi(`/company-interview/${code}/analysis`, { token: colleague.token })).status).toBe(200);
    await saveScorecard(colleague.token, applicationId, {
      ratings: Object.fromEntries(V1_IDS.map((id) => [id, 1])),
      recommendation: 'reject',
    });
    const later = await callApi(`/agreement?vacancyId=${vacancyId}`, { token: owner.token });
    expect(later.body).toMatchObject({ scorecards: 1, notBlind: 1 });
    expect(later.body.overall).toMatchObject({ pairs: 3, exact: 1 });

    // The skills change: the columns follow the vacancy's version, the interview's ratings stay.
    await editSkills(owner.token, vacancyId, { ...KITCHEN_DESIGN, skills: V2_SKILLS });
    const edited = await callApi(`/vacancy-comparison/${vacancyId}`, { token: owner.token });
    expect(edited.body.skills.map((skill: { name: string }) => skill.name)).toEqual(
      V2_SKILLS.map((skill) => skill.name),
    );
    expect(edited.body.rows[0].ratings).toEqual(clara);
  });
});
