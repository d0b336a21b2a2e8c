/**
 * Issue 30, on the built-in path over HTTP: a vacancy created with skills and own questions → a candidate
 * applies → the company interview asks every own question in order (then the question of the uncovered skill)
 * → the analysis rates exactly the vacancy's skills with quotes tied to their question; the team reads each
 * answer beside its note; an edit of the skills raises the version and leaves the interview's alone.
 */
import { describe, expect, it } from 'vitest';
import { catalogueSkill } from '@clara/domain';
import { callApi } from '../../support/stack';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  vacancyInput,
} from '../../support/recruiting';
import { samplePdf } from '../../../functions/src/recruiting/testing/cvSamples';

const pick = (id: string) => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors };
};
const Q1 = 'Cuéntame cómo organizas la limpieza y el control de temperaturas de una cocina en un turno de cierre.';
const Q2 = 'Háblame de una noche con un cliente molesto por un plato: ¿qué hiciste y cómo terminó?';
const NOTE1 = 'Un registro concreto (hojas APPCC, temperaturas) y quién lo revisa.';
const DESIGN = {
  skills: [
    pick('calidad-seguridad'),
    pick('atencion-cliente'),
    {
      id: 'propia-cocina-fria',
      name: 'Cocina fría y emplatado',
      anchors: {
        1: 'No cuenta experiencia en partida de fríos.',
        3: 'Ha trabajado en fríos, sin detalle de volumen ni técnica.',
        5: 'Casos concretos: volumen de cubiertos, técnicas y cómo mantuvo el estándar de emplatado.',
      },
    },
  ],
  questions: [
    { id: 'p1', text: Q1, skillIds: ['calidad-seguridad'], goodAnswer: NOTE1 },
    { id: 'p2', text: Q2, skillIds: ['atencion-cliente'], goodAnswer: '' },
  ],
};
const ANSWERS = [
  'En mi último restaurante cerraba la cocina tres noches por semana. Primero apuntaba las temperaturas de las cuatro cámaras en la hoja APPCC, después desmontaba y desinfectaba la cortadora y las tablas, y al final el jefe de cocina firmaba el registro. En la inspección de 2023 obtuvimos la máxima nota sin ninguna incidencia.',
  'Un sábado un cliente se quejó porque su risotto llegó frío. Le pedí disculpas, hablé con el pase, rehicimos el plato en ocho minutos y le invitamos al postre. Al final dejó una reseña de cinco estrellas y volvió el mes siguiente con su familia.',
  'Llevé la partida de fríos en un hotel de 200 cubiertos: preparaba cada mañana los tartares y las ensaladas, revisaba la ficha técnica de cada plato y fotografiaba el emplatado para el equipo. Las devoluciones de platos fríos bajaron de diez a dos por semana.',
];

async function designedVacancy() {
  const recruiter = await createRecruiter('Cocinas del Pacífico');
  const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Cocinero/a', design: DESIGN });
  return { recruiter, vacancyId };
}

describe('a vacancy with its own interview design (issue 30, built-in path)', () => {
  it('refuses a design with two skills or a question tied to no chosen skill, in Spanish, and stores nothing', async () => {
    const recruiter = await createRecruiter();
    for (const [design, message] of [
      [{ ...DESIGN, skills: DESIGN.skills.slice(0, 2), questions: [] }, 'Elige entre 3 y 8 habilidades clave.'],
      [
        { ...DESIGN, questions: [{ id: 'p1', text: Q1, skillIds: ['liderazgo'], goodAnswer: '' }] },
        'Cada pregunta debe evaluar al menos una de las habilidades clave de la vacante.',
      ],
    ] as const) {
      const response = await callApi('/create-vacancy', {
        body: vacancyInput({ jobTitle: 'Rechazada', design }),
        token: recruiter.token,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    const listed = await callApi('/vacancies', { token: recruiter.token });
    expect(listed.body).toEqual([]);
  });

  it('asks every own question in order, rates exactly the vacancy skills with quotes tied to questions, and shows each answer beside its note', async () => {
    const { recruiter, vacancyId } = await designedVacancy();
    expect((await readDoc(`vacancies/${vacancyId}`))!.design.rubricVersion).toBe(1);
    // The candidate applies with a PDF (issue 30): its text is the CV the interview's context carries.
    const pdf = samplePdf(['Rosa Huamán', 'Cocinera con seis años en cocina de hotel.']);
    const { applicationId } = await applyTo(vacancyId, {
      name: 'Rosa Huamán',
      cv: '',
      cvFile: { name: 'cv-rosa.pdf', data: pdf.toString('base64') },
    });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: recruiter.token,
    });
    expect(started.status).toBe(200);
    const code: string = started.body.code;

    // The interview keeps its copy of the rubric; the notes live only in interview_private.
    const internal = await readDoc(`interview_private/${code}`);
    expect(internal!.context.rubric.version).toBe('vacante-1');
    expect(internal!.context.candidateCV).toContain('Cocinera con seis años en cocina de hotel.');
    expect(JSON.stringify(await readDoc(`company_interviews/${code}`))).not.toContain(NOTE1);

    // The recruiter changes the skills: a new version; the assigned interview keeps version 1.
    const edited = await callApi(`/update-vacancy/${vacancyId}`, {
      method: 'PUT',
      body: {
        ...vacancyInput({ jobTitle: 'Cocinero/a' }),
        status: 'Activa',
        design: { ...DESIGN, skills: [...DESIGN.skills, pick('trabajo-equipo')] },
      },
      token: recruiter.token,
    });
    expect(edited.status).toBe(200);
    expect((await readDoc(`vacancies/${vacancyId}`))!.design.rubricVersion).toBe(2);
    expect((await readDoc(`interview_private/${code}`))!.context.rubric.version).toBe('vacante-1');

    await acceptNotice(code);
    const asked: string[] = [(await readDoc(`company_interviews/${code}`))!.chatHistory[0].text];
    for (const answer of ANSWERS) {
      const sent = await callApi('/chat', { body: { message: answer, chatSessionId: code } });
      expect(sent.status).toBe(200);
      asked.push(sent.body.chatHistory.at(-1).text);
    }
    expect(asked[0]!.endsWith(Q1)).toBe(true);
    expect(asked[1]!.endsWith(Q2)).toBe(true);
    expect(asked[2]).toContain('«Cocina fría y emplatado»');
    expect(asked[3]).toMatch(/terminamos la entrevista/);

    const read = await callApi(`/company-interview/${code}/analysis`, { token: recruiter.token });
    expect(read.status).toBe(200);
    const analysis = read.body.analysis;
    expect(analysis.rubricVersion).toBe('vacante-1');
    // Exactly the vacancy's skills (Firestore keeps a map's keys sorted).
    expect(Object.keys(analysis.personalityAssessment).sort()).toEqual(
      ['Calidad y seguridad', 'Atención al cliente', 'Cocina fría y emplatado'].sort(),
    );
    const safety = analysis.personalityAssessment['Calidad y seguridad'];
    expect(safety.rating).toBeGreaterThanOrEqual(3);
    expect(safety.evidence.length).toBeGreaterThan(0);
    for (const item of safety.evidence) {
      expect(item.question.endsWith(Q1)).toBe(true);
      expect(ANSWERS[0]).toContain(item.quote);
    }
    for (const item of analysis.personalityAssessment['Atención al cliente'].evidence)
      expect(item.question.endsWith(Q2)).toBe(true);
    expect(read.body.ownQuestions).toEqual([
      { question: Q1, goodAnswer: NOTE1, skills: ['Calidad y seguridad'], answer: ANSWERS[0] },
      { question: Q2, goodAnswer: '', skills: ['Atención al cliente'], answer: ANSWERS[1] },
    ]);
    // The application moved to Evaluar when the interview finished (DECISIONS), as for any company interview.
    expect((await readDoc(`applications/${applicationId}`))!.status).toBe('Evaluar');
  });
});

describe('«Probar entrevista» (issue 30)', () => {
  it('gives the recruiter the vacancy interview without an application, and its analysis; no list counts it', async () => {
    const { recruiter, vacancyId } = await designedVacancy();
    const other = await createRecruiter();
    expect(
      (await callApi(`/try-vacancy-interview/${vacancyId}`, { method: 'POST', body: {}, token: other.token })).status,
    ).toBe(404);
    const tried = await callApi(`/try-vacancy-interview/${vacancyId}`, {
      method: 'POST',
      body: {},
      token: recruiter.token,
    });
    expect(tried.status).toBe(201);
    const code: string = tried.body.code;
    const internal = await readDoc(`interview_private/${code}`);
    // No application, candidate or vacancy link (stored empty).
    expect([internal!.applicationId, internal!.candidateId, internal!.vacancyId].filter(Boolean)).toEqual([]);
    expect(internal!.companyId).toBe(recruiter.companyId);
    expect(internal!.context.rubric.version).toBe('vacante-1');

    await acceptNotice(code);
    const asked: string[] = [(await readDoc(`company_interviews/${code}`))!.chatHistory[0].text];
    for (const answer of ANSWERS) {
      const sent = await callApi('/chat', { body: { message: answer, chatSessionId: code } });
      asked.push(sent.body.chatHistory.at(-1).text);
    }
    expect(asked[0]!.endsWith(Q1)).toBe(true);
    expect(asked[1]!.endsWith(Q2)).toBe(true);
    const read = await callApi(`/company-interview/${code}/analysis`, { token: recruiter.token });
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.analysis.personalityAssessment).sort()).toEqual(
      ['Calidad y seguridad', 'Atención al cliente', 'Cocina fría y emplatado'].sort(),
    );
    expect((await callApi(`/company-interview/${code}/analysis`, { token: other.token })).status).toBe(404);
    // Not an application: the vacancy's list and counters stay empty.
    const summaries = await callApi('/vacancy-summaries', { token: recruiter.token });
    expect(summaries.body[0].counts).toMatchObject({ applications: 0, interviews: 0 });
    const listed = await callApi('/vacancies', { token: recruiter.token });
    expect(listed.body[0].applications).toEqual([]);
  });
});
