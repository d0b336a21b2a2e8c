/**
 * Issue 30 fixtures: a vacancy design (two catalogue skills and one of the company's own, two own questions with
 * their notes) and answers that evidence it, for the integration and browser tests of designed interviews.
 */
import type { Page } from 'playwright-core';
import { catalogueSkill } from '@clara/domain';
import { answerAll } from '../integration/interview/helpers';
import { acceptNotice, applyTo, readDoc, type Recruiter } from './recruiting';
import { callApi } from './stack';

/** A catalogue skill as the design step sends it. */
export const pickSkill = (id: string) => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors };
};

export const OWN_SKILL = {
  id: 'propia-cocina-fria',
  name: 'Cocina fría y emplatado',
  description: '',
  anchors: {
    1: 'No cuenta experiencia en partida de fríos.',
    3: 'Ha trabajado en fríos, sin detalle de volumen ni técnica.',
    5: 'Casos concretos: volumen de cubiertos, técnicas y cómo mantuvo el estándar de emplatado.',
  },
};

export const DESIGN_Q1 =
  'Cuéntame cómo organizas la limpieza y el control de temperaturas de una cocina en un turno de cierre.';
export const DESIGN_Q2 = 'Háblame de una noche con un cliente molesto por un plato: ¿qué hiciste y cómo terminó?';
export const DESIGN_NOTE1 = 'Un registro concreto (hojas APPCC, temperaturas) y quién lo revisa.';
export const DESIGN_NOTE2 = 'Escucha, una solución rápida y cómo quedó el cliente.';

export const KITCHEN_DESIGN = {
  skills: [pickSkill('calidad-seguridad'), pickSkill('atencion-cliente'), OWN_SKILL],
  questions: [
    { id: 'p1', text: DESIGN_Q1, skillIds: ['calidad-seguridad'], goodAnswer: DESIGN_NOTE1 },
    { id: 'p2', text: DESIGN_Q2, skillIds: ['atencion-cliente'], goodAnswer: DESIGN_NOTE2 },
  ],
};

/** Answers to the design's questions in order (own questions, then the own skill's generated question). */
export const KITCHEN_ANSWERS = [
  'En mi último restaurante cerraba la cocina tres noches por semana. Primero apuntaba las temperaturas de las cuatro cámaras en la hoja APPCC, después desmontaba y desinfectaba la cortadora y las tablas, y al final el jefe de cocina firmaba el registro. En la inspección de 2023 obtuvimos la máxima nota sin ninguna incidencia.',
  'Un sábado un cliente se quejó porque su risotto llegó frío. Le pedí disculpas, hablé con el pase, rehicimos el plato en ocho minutos y le invitamos al postre. Al final dejó una reseña de cinco estrellas y volvió el mes siguiente con su familia.',
  'Llevé la partida de fríos en un hotel de 200 cubiertos: preparaba cada mañana los tartares y las ensaladas, revisaba la ficha técnica de cada plato y fotografiaba el emplatado para el equipo. Las devoluciones de platos fríos bajaron de diez a dos por semana.',
];

/** A candidate applies to a designed vacancy and takes its interview to the end (analysed). */
export async function designedInterviewTaken(recruiter: Recruiter, vacancyId: string, name = 'Rosa Huamán') {
  const { applicationId } = await applyTo(vacancyId, { name, cv: 'Cocinera con seis años de experiencia.' });
  const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
  const started = await callApi('/start-clara-interview', {
    body: { applicationId, candidateId, vacancyId },
    token: recruiter.token,
  });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const code = started.body.code as string;
  await acceptNotice(code);
  const { status } = await answerAll(code, [...KITCHEN_ANSWERS, ...KITCHEN_ANSWERS]);
  if (status !== 'Finished') throw new Error(`The interview ${code} did not finish (${status})`);
  return { applicationId, code };
}

export interface DesignInput {
  /** Catalogue skills, by their label. */
  catalogue: string[];
  /** One skill of the company's own, with its 1/3/5 anchors. */
  own: { name: string; anchors: { 1: string; 3: string; 5: string } };
  /** Own questions: text, the skill it evidences (label), the note for the team. */
  questions: [text: string, skill: string, note: string][];
  /** A vague name typed first: the step's hint must show, then go when the real name is typed. */
  vagueOwnName?: string;
}

/** Fills the create-vacancy form's design step as a recruiter does; answers the step's locator. */
export async function fillDesignStep(page: Page, design: DesignInput) {
  const step = page.getByTestId('design-step');
  await step.getByLabel('Diseñar la entrevista de esta vacante').check();
  const skills = step.locator('.rc-design-block').first();
  for (const name of design.catalogue) await skills.getByLabel(name).check();
  await skills.getByText('Añadir una habilidad propia').click();
  const ownName = skills.getByLabel('Nombre de la habilidad');
  if (design.vagueOwnName) {
    await ownName.fill(design.vagueOwnName);
    await skills
      .getByRole('status')
      .getByText(/no dice en qué/)
      .waitFor();
  }
  await ownName.fill(design.own.name);
  if (design.vagueOwnName) await skills.getByRole('status').waitFor({ state: 'detached' });
  await skills.getByLabel('Qué es un 1 (insuficiente)').fill(design.own.anchors[1]);
  await skills.getByLabel('Qué es un 3 (aceptable)').fill(design.own.anchors[3]);
  await skills.getByLabel('Qué es un 5 (excelente)').fill(design.own.anchors[5]);
  await skills.getByRole('button', { name: 'Añadir habilidad' }).click();
  await skills.getByText(`${design.catalogue.length + 1} elegidas`).waitFor();
  for (const [index, [text, skill, note]] of design.questions.entries()) {
    await step.getByRole('button', { name: 'Añadir pregunta' }).click();
    const form = step.getByTestId('own-question-form').nth(index);
    await form.getByLabel(`Pregunta ${index + 1}`).fill(text);
    await form.getByLabel(skill).check();
    await form.getByLabel('Qué debe mostrar una buena respuesta (solo lo ve tu equipo)').fill(note);
  }
  return { step, skills };
}
