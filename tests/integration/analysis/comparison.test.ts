import { describe, expect, it } from 'vitest';
import { COMPETENCIES, scoreFromRatings } from '@clara/domain';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { callApi } from '../../support/stack';
import {
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setBlindScoring,
  type Recruiter,
  acceptNotice,
} from '../../support/recruiting';
import { answerAll } from '../interview/helpers';

const WEAK = [
  'No sé.',
  'asdf',
  'Ni idea.',
  'Ok.',
  'Nada.',
  'Vale.',
  '.',
  'No sé qué decir.',
  'Bien.',
  'Ok.',
  'Nada.',
  'Vale.',
];

async function interviewed(recruiter: Recruiter, vacancyId: string, name: string, answers: string[]) {
  const { applicationId } = await applyTo(vacancyId, {
    name,
    email: `${(name.split(' ')[0] ?? name).toLowerCase()}-${Date.now()}@example.com`,
  });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const started = await callApi('/start-clara-interview', {
    body: { applicationId, candidateId, vacancyId },
    token: recruiter.token,
  });
  const code = started.body.code as string;
  await acceptNotice(code);
  await answerAll(code, answers);
  return { code, applicationId };
}

describe('GET /api/vacancy-comparison/{vacancyId}', () => {
  it("answers one vacancy's analysed candidates with score and each competency's rating; another company gets 404", async () => {
    const recruiter = await createRecruiter('Comparadora S.A.');
    // About the comparison itself: Clara's scores shown without scoring first (blind scoring: blind.test.ts).
    await setBlindScoring(recruiter, false);
    const vacancyId = await createVacancyFor(recruiter, {
      jobTitle: 'Desarrollador/a Frontend React',
      description:
        'Requisitos: React, TypeScript, testing con Jest. Responsabilidades: interfaces accesibles y rendimiento.',
    });
    const otherVacancy = await createVacancyFor(recruiter, {
      jobTitle: 'Diseñador/a',
      description: 'Figma y prototipos.',
    });
    const strong = await interviewed(recruiter, vacancyId, 'Marta Ruiz', STRONG_ANSWERS);
    const weak = await interviewed(recruiter, vacancyId, 'Pedro Gil', WEAK);
    await interviewed(recruiter, otherVacancy, 'Ana Sol', STRONG_ANSWERS);
    // Assigned but not analysed: not in the comparison.
    const { applicationId: pendingApp } = await applyTo(vacancyId, {
      name: 'Luis Paz',
      email: `luis-${Date.now()}@example.com`,
    });
    const pendingCandidate = (await readDoc(`applications/${pendingApp}`))!.candidateId as string;
    await callApi('/start-clara-interview', {
      body: { applicationId: pendingApp, candidateId: pendingCandidate, vacancyId },
      token: recruiter.token,
    });

    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await callApi(`/vacancy-comparison/${vacancyId}`, { token: recruiter.token });
    expect(status).toBe(200);
    expect(body.vacancyId).toBe(vacancyId);
    expect(body.rows.map((row: { candidateName: string }) => row.candidateName)).toEqual(['Marta Ruiz', 'Pedro Gil']);
    const [first, second] = body.rows;
    expect(first).toMatchObject({
      code: strong.code,
      applicationId: strong.applicationId,
      status: 'Evaluar',
      analyser: { kind: 'builtin' },
      candidateQuestions: [],
    });
    expect(second).toMatchObject({ code: weak.code, score: 0 });
    // The date is on the interview's page (company_interviews), set when the candidate first answered.
    for (const [row, { code }] of [
      [first, strong],
      [second, weak],
    ] as const) {
      const page = await readDoc(`company_interviews/${code}`);
      expect(typeof page!.interviewDate).toBe('number');
      expect(row.interviewDate).toBe(page!.interviewDate);
      expect(row.interviewDate).toBeLessThanOrEqual(before);
    }
    expect(Object.keys(first.ratings).sort()).toEqual(COMPETENCIES.map((competency) => competency.id).sort());
    expect(first.score).toBe(scoreFromRatings(first.ratings));
    expect(first.score).toBeGreaterThanOrEqual(75);

    const stranger = await createRecruiter('Otra Empresa');
    expect((await callApi(`/vacancy-comparison/${vacancyId}`, { token: stranger.token })).status).toBe(404);
    expect((await callApi(`/vacancy-comparison/${vacancyId}`)).status).toBe(401);
    expect((await callApi('/vacancy-comparison/no-existe', { token: recruiter.token })).status).toBe(404);
  });

  it('lists the questions Clara could not answer with the interview', async () => {
    const recruiter = await createRecruiter('Preguntona S.L.');
    const vacancyId = await createVacancyFor(recruiter, {
      jobTitle: 'Agente de soporte',
      description: 'Atención telefónica y correo. Horario: lunes a viernes de 8:00 a 15:00.',
    });
    const { code } = await interviewed(recruiter, vacancyId, 'Sara Gil', [
      '¿Cuál es el salario?',
      '¿Cuál es el horario?',
      '¿Es remoto?',
      ...STRONG_ANSWERS,
    ]);
    const page = await readDoc(`company_interviews/${code}`);
    const replies = (page!.chatHistory as Array<{ type: string; text: string }>)
      .filter((message) => message.type === 'system')
      .map((message) => message.text);
    expect(replies[1]).toContain('no aparece en la descripción de la vacante');
    expect(replies[2]).toContain('«Horario: lunes a viernes de 8:00 a 15:00.»');
    // From the vacancy's workplace type (test vacancies are Remote).
    expect(replies[3]).toContain('«Modalidad: Remoto»');
    const { body } = await callApi(`/vacancy-comparison/${vacancyId}`, { token: recruiter.token });
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ code, candidateQuestions: [{ question: '¿Cuál es el salario?' }] });
  });
});
