/**
 * The built-in Spanish interviewer (no network, deterministic). Its state is never stored: it replays the
 * conversation, deciding for every answer whether to follow up (short or vague answer, once per question)
 * or to move on, and closes with the disable-chat marker after the last question's answer.
 */
import { withDisableMarker, type InterviewContext } from '@clara/domain';
import type { AgentReply, ConversationalAgent, ConversationTurn } from '../../ai/types';
import { measureAnswer, weaknessOf, type Weakness } from '../../conversation/language';
import { planFor, type InterviewPlan } from '../../conversation/questionPlan';
import { answerGroups, type AnswerGroup } from '../../conversation/turns';

type Step =
  | { kind: 'followUp'; reason: Weakness; question: number }
  | { kind: 'question'; question: number; unheard: boolean; strong: boolean; afterFollowUp: boolean; thin: boolean }
  | { kind: 'close'; unheard: boolean };

const FOLLOW_UPS: Record<Weakness, string[]> = {
  short: [
    'Me gustaría saber un poco más. ¿Podrías desarrollar tu respuesta con una situación concreta: qué pasó, qué hiciste tú y cuál fue el resultado?',
    'Cuéntame un poco más, por favor. ¿Puedes ponerme un ejemplo real y explicar tu papel en él?',
    'Tu respuesta es muy breve. ¿Podrías ampliarla con un caso concreto y lo que aprendiste de él?',
  ],
  vague: [
    'Gracias. Para entenderlo mejor, ¿puedes darme un ejemplo concreto, con datos o resultados medibles si los tienes?',
    'Entiendo la idea general. ¿Me cuentas un caso específico: cuándo ocurrió, qué hiciste exactamente y qué cambió gracias a ti?',
    '¿Podrías concretarlo un poco más? Un ejemplo real, con alguna cifra o resultado, me ayudaría a entender tu aporte.',
  ],
};

const ACKS = {
  strong: ['Muy buen ejemplo, gracias.', 'Excelente, se entiende muy bien tu aporte.', 'Gracias, es una respuesta muy clara y concreta.'],
  neutral: ['Gracias por tu respuesta.', 'Entendido, gracias.', 'De acuerdo, gracias por contármelo.'],
  afterFollowUp: ['Gracias por ampliarlo.', 'Gracias, así queda más claro.', 'Perfecto, gracias por el detalle.'],
  /** After a follow-up whose answer is still thin: move on without praising it. */
  stillThin: ['Entendido.', 'De acuerdo.', 'Gracias, sigamos.'],
  unheard:
    'He recibido tu grabación, pero no puedo escucharla porque la transcripción no está disponible; si quieres que cuente en el análisis, puedes responder también por escrito.',
};

const pick = (options: readonly string[], index: number) => options[index % options.length];

function decide(plan: InterviewPlan, groups: AnswerGroup[]): Step {
  let question = 0;
  let followedUp = false;
  let step: Step = { kind: 'question', question: 0, unheard: false, strong: false, afterFollowUp: false, thin: false };
  for (const group of groups) {
    const metrics = measureAnswer(group.answer);
    const weakness = group.unheard ? null : weaknessOf(metrics);
    if (weakness && !followedUp) {
      followedUp = true;
      step = { kind: 'followUp', reason: weakness, question };
      continue;
    }
    const afterFollowUp = followedUp;
    question += 1;
    followedUp = false;
    const strong = !weakness && metrics.words >= 40 && metrics.examples + metrics.figures > 0;
    step =
      question >= plan.questions.length
        ? { kind: 'close', unheard: group.unheard }
        : { kind: 'question', question, unheard: group.unheard, strong, afterFollowUp, thin: weakness !== null };
  }
  return step;
}

export function builtinTurn(context: InterviewContext, history: readonly ConversationTurn[]): AgentReply {
  const plan = planFor(context);
  const groups = answerGroups(history);
  if (groups.length === 0) return { text: plan.questions[0], done: false };
  const step = decide(plan, groups);
  switch (step.kind) {
    case 'followUp':
      return { text: pick(FOLLOW_UPS[step.reason], step.question), done: false };
    case 'close':
      return { text: withDisableMarker(step.unheard ? `${ACKS.unheard} ${plan.closing}` : plan.closing), done: true };
    case 'question': {
      const ack = step.unheard
        ? ACKS.unheard
        : step.afterFollowUp
          ? pick(step.thin ? ACKS.stillThin : ACKS.afterFollowUp, step.question)
          : pick(step.strong ? ACKS.strong : ACKS.neutral, step.question);
      return { text: `${ack} ${plan.questions[step.question]}`, done: false };
    }
  }
}

export const builtinInterviewer: ConversationalAgent<InterviewContext> = {
  reply: async (context, history) => builtinTurn(context, history),
};
