import { WORKPLACE_TYPE_LABELS } from '@clara/domain';
import type { AgentReply, ConversationTurn } from '../../ai/types';
import { clip, composeVacancy, listItems, parseLocation } from './compose';
import { analyseAnswers, JOBDESC_GREETING, JOBDESC_STEPS } from './steps';
import type { JobDescAgent, JobDescFields } from './types';

/** The built-in assistant: offline and deterministic, it asks the steps in order and writes the description itself. */

function acknowledgement(field: keyof JobDescFields, value: string): string {
  switch (field) {
    case 'title':
      return `Excelente, describiremos el puesto de «${clip(value, 80)}».`;
    case 'responsibilities':
      return `Anotado: ${listItems(value).length} responsabilidad${listItems(value).length === 1 ? '' : 'es'} principal${listItems(value).length === 1 ? '' : 'es'}.`;
    case 'requirements':
      return 'Gracias, ya tengo los requisitos.';
    case 'skills':
      return 'Muy bien, las habilidades dan claridad a los candidatos.';
    case 'location': {
      const { workplaceType, employeeLocation } = parseLocation(value);
      return `Perfecto: modalidad ${WORKPLACE_TYPE_LABELS[workplaceType].toLowerCase()}, en ${employeeLocation}.`;
    }
    default:
      return 'Gracias.';
  }
}

/** The built-in assistant's reply to the conversation so far. */
export function builtInJobDescReply(history: readonly ConversationTurn[]): AgentReply {
  const userTexts = history.filter((t) => t.role === 'user').map((t) => t.text);
  if (userTexts.length === 0) return { text: JOBDESC_GREETING, done: false };
  const progress = analyseAnswers(userTexts);
  const next = JOBDESC_STEPS[progress.step];
  if (!next) {
    const { description } = composeVacancy(progress.collected as JobDescFields);
    return {
      text: `¡Listo! Esta es la descripción de puesto:\n\n${description}\n\nPuedes copiarla o convertirla en una vacante de tu empresa.`,
      done: true,
    };
  }
  const answered = JOBDESC_STEPS[progress.step - 1];
  if (progress.lastRejected || !answered) return { text: next.retry, done: false };
  return {
    text: `${acknowledgement(answered.field, progress.collected[answered.field]!)} ${next.question}`,
    done: false,
  };
}

export const builtInJobDescAgent: JobDescAgent = {
  async reply(_context, history) {
    return builtInJobDescReply(history);
  },
  async toVacancy(history) {
    const progress = analyseAnswers(history.filter((t) => t.role === 'user').map((t) => t.text));
    if (progress.step < JOBDESC_STEPS.length) throw new Error('La descripción aún no está completa.');
    return composeVacancy(progress.collected as JobDescFields).vacancy;
  },
};
