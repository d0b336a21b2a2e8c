/**
 * Issue 30 fixtures: a vacancy design (two catalogue skills and one of the company's own, two own questions with
 * their notes) and answers that evidence it, for the integration and browser tests of designed interviews.
 */
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
