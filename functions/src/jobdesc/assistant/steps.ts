import { PRODUCT } from '@clara/domain';
import type { JobDescFields } from './types';

/** The questions the assistant asks, in order, and how it reads the answers. */
interface Step {
  field: keyof JobDescFields;
  question: string;
  /** Said when the answer is too short or says nothing. */
  retry: string;
  minChars: number;
}

export const JOBDESC_STEPS: readonly [Step, ...Step[]] = [
  {
    field: 'title',
    question: '¿Cuál es el título del puesto que quieres describir?',
    retry:
      'Necesito el título del puesto para empezar, por ejemplo «Analista de Datos» o «Ejecutivo de Ventas». ¿Cuál es?',
    minChars: 3,
  },
  {
    field: 'responsibilities',
    question:
      '¿Cuáles son las responsabilidades principales de la persona en este puesto? Puedes separarlas con comas o en líneas.',
    retry: 'Cuéntame al menos dos o tres tareas que la persona hará en el día a día.',
    minChars: 10,
  },
  {
    field: 'requirements',
    question: '¿Qué requisitos debe cumplir? Por ejemplo formación, años de experiencia, certificaciones o idiomas.',
    retry: 'Indica al menos un requisito, como la formación o los años de experiencia necesarios.',
    minChars: 5,
  },
  {
    field: 'skills',
    question: '¿Qué habilidades técnicas y personales son clave para tener éxito en el puesto?',
    retry: 'Menciona algunas habilidades clave, por ejemplo «Excel avanzado, comunicación, trabajo en equipo».',
    minChars: 5,
  },
  {
    field: 'location',
    question: '¿Dónde se trabajará? Indica la modalidad (presencial, híbrida o remota) y la ciudad.',
    retry: 'Indica la modalidad (presencial, híbrida o remota) y la ciudad del puesto.',
    minChars: 3,
  },
  {
    field: 'conditions',
    question:
      'Por último, ¿qué tipo de jornada o contrato ofrecen (tiempo completo, medio tiempo, temporal, prácticas…) y qué beneficios o salario incluye?',
    retry: 'Cuéntame el tipo de jornada y, si puedes, el salario o los beneficios que ofrecen.',
    minChars: 5,
  },
];

export const JOBDESC_GREETING =
  `¡Hola! Soy ${PRODUCT.name}, tu asistente para redactar descripciones de puesto. Te haré seis preguntas breves sobre el título, las responsabilidades, los requisitos, las habilidades, el lugar de trabajo y las condiciones. Con tus respuestas escribiré una descripción lista para publicar.\n\n` +
  JOBDESC_STEPS[0].question;

const NON_ANSWERS = /^(no s[eé]|nose|ni idea|no|nada|ninguno|ninguna|\?+|\.+|-+|ok|okay|si|sí)$/i;
/** "Ninguno" is a fine answer for requirements; elsewhere these say nothing. */
const NON_ANSWER_OK_FOR: ReadonlySet<keyof JobDescFields> = new Set(['requirements']);

export interface AnswerProgress {
  collected: Partial<JobDescFields>;
  /** Index of the next step to ask; JOBDESC_STEPS.length when everything is collected. */
  step: number;
  /** Whether the last user message was not accepted as an answer. */
  lastRejected: boolean;
}

/** Walks the user's messages in order, assigning each accepted answer to the next step. */
export function analyseAnswers(userTexts: readonly string[]): AnswerProgress {
  const collected: Partial<JobDescFields> = {};
  let step = 0;
  let lastRejected = false;
  for (const raw of userTexts) {
    const current = JOBDESC_STEPS[step];
    if (!current) break;
    const text = raw.trim();
    const nonAnswer = NON_ANSWERS.test(text) && !NON_ANSWER_OK_FOR.has(current.field);
    if (text.length < current.minChars || nonAnswer) {
      lastRejected = true;
      continue;
    }
    collected[current.field] = text;
    step += 1;
    lastRejected = false;
  }
  return { collected, step, lastRejected };
}
