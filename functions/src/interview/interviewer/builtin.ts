/**
 * The built-in Spanish interviewer (no network, deterministic). Its state is never stored: it replays the
 * conversation, judging every message against the question it answers (conversation/judge). A real answer
 * moves on (or gets one follow-up when short or vague); a greeting, a non-answer, an off-topic answer,
 * pasted text or an attempt to instruct Clara gets a reply of its own and the question again, once per
 * question; a question from the candidate is answered (about the role: from the vacancy's text only) and
 * the interview goes on. Only a real answer is ever acknowledged with praise, and only detail told (own actions and
 * how it ended, or a figure) is thanked as detail. After the last question's
 * answer Clara closes with the disable-chat marker.
 */
import { withDisableMarker, type InterviewContext } from '@clara/domain';
import type { AgentReply, ConversationalAgent, ConversationTurn } from '../../ai/types';
import { judgeAnswer, type AnswerKind } from '../../conversation/judge';
import { keywordEntries, weaknessOf, type Weakness } from '../../conversation/language';
import { planFor, type InterviewPlan } from '../../conversation/questionPlan';
import { answerRoleQuestion } from '../../conversation/roleQuestions';
import { MAX_CANDIDATE_QUESTIONS, vacancyTextOf } from '../../conversation/candidateQuestions';
import { answerGroups, type AnswerGroup } from '../../conversation/turns';

type Redirect = Exclude<AnswerKind, 'answer' | 'question' | 'flagged'>;

type Step =
  | { kind: 'followUp'; reason: Weakness; question: number }
  | { kind: 'redirect'; reason: Redirect; question: number }
  | { kind: 'candidateQuestion'; text: string; question: number }
  | { kind: 'next'; question: number; ack: keyof typeof ACKS }
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

/** What Clara says to a message that does not answer, before asking the question again. */
export const REDIRECTS: Record<Redirect, string> = {
  greeting: '¡Hola! Encantada. Cuando quieras, empezamos. La pregunta es:',
  empty: 'No he recibido ninguna respuesta. Te repito la pregunta:',
  nonAnswer:
    'Esa respuesta no me permite conocer tu experiencia. Tómate un momento; si no tienes un caso idéntico, cuéntame uno parecido. La pregunta es:',
  offTopic: 'Creo que tu respuesta trata de otro tema. Volvamos a la pregunta:',
  pasted:
    'Parece un texto pegado, como un CV, más que una respuesta. Prefiero que me lo cuentes con tus palabras. La pregunta es:',
  instruction:
    'Soy la entrevistadora y la entrevista sigue igual para todas las personas. Continuemos con la pregunta:',
};

const ACKS = {
  strong: [
    'Muy buen ejemplo, gracias.',
    'Gracias, se entiende muy bien tu aporte.',
    'Gracias, es una respuesta clara y concreta.',
  ],
  neutral: ['Gracias por tu respuesta.', 'Entendido, gracias.', 'De acuerdo, gracias por contármelo.'],
  /** A follow-up answered with what was asked for: own actions and how it ended or a figure. */
  afterFollowUp: ['Gracias, así queda más claro.', 'Gracias por concretarlo.', 'Perfecto, gracias por el detalle.'],
  /** A follow-up answered at some length but still without a case, an outcome or a figure: no thanks for detail. */
  afterFollowUpPlain: ['Entendido.', 'De acuerdo, lo apunto.', 'Gracias por tu respuesta.'],
  /** Moving on without an answer, or after a follow-up whose answer is still thin: never praise. */
  moveOn: ['Pasemos a la siguiente pregunta.', 'Sigamos con la siguiente pregunta.', 'Continuemos.'],
  unheard: [
    'He recibido tu grabación, pero no puedo escucharla porque la transcripción no está disponible; si quieres que cuente en el análisis, puedes responder también por escrito.',
  ],
} as const;

const pick = (options: readonly string[], index: number) => options[index % options.length] ?? '';

function decide(plan: InterviewPlan, groups: AnswerGroup[]): Step {
  let question = 0;
  let extraUsed = false;
  let candidateQuestions = 0;
  const jobStems = new Set(keywordEntries(plan.jobText, 40).keys());
  let step: Step = { kind: 'next', question: 0, ack: 'neutral' };
  const advance = (ack: keyof typeof ACKS, unheard = false): Step => {
    question += 1;
    extraUsed = false;
    return question >= plan.questions.length ? { kind: 'close', unheard } : { kind: 'next', question, ack };
  };
  for (const group of groups) {
    if (group.unheard) {
      step = advance('unheard', true);
      continue;
    }
    const judgement = judgeAnswer(group.question, group.answer, jobStems);
    if (judgement.kind === 'question' && candidateQuestions < MAX_CANDIDATE_QUESTIONS) {
      candidateQuestions += 1;
      step = { kind: 'candidateQuestion', text: judgement.content, question };
      continue;
    }
    if (judgement.kind !== 'answer') {
      const reason: Redirect =
        judgement.kind === 'question' || judgement.kind === 'flagged' ? 'nonAnswer' : judgement.kind;
      if (extraUsed) step = advance('moveOn');
      else {
        extraUsed = true;
        step = { kind: 'redirect', reason, question };
      }
      continue;
    }
    const weakness = weaknessOf(judgement.metrics);
    if (weakness && !extraUsed) {
      extraUsed = true;
      step = { kind: 'followUp', reason: weakness, question };
      continue;
    }
    const afterExtra = extraUsed;
    // What the answer told: own actions and how it ended, or a figure (not the words «resultados» or «equipo»).
    const detailed = !weakness && judgement.parts.actions && (judgement.parts.outcome || judgement.metrics.figures > 0);
    const strong = detailed && judgement.metrics.words >= 40;
    step = advance(
      afterExtra
        ? weakness
          ? 'moveOn'
          : detailed
            ? 'afterFollowUp'
            : 'afterFollowUpPlain'
        : strong
          ? 'strong'
          : weakness
            ? 'moveOn'
            : 'neutral',
    );
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
    case 'redirect':
      return { text: `${REDIRECTS[step.reason]} ${plan.questions[step.question]}`, done: false };
    case 'candidateQuestion': {
      const current = plan.questions[step.question];
      const vacancy = vacancyTextOf(context);
      if (!vacancy)
        return {
          text: `Buena pregunta para una entrevista real. Como esta es una práctica, no tengo datos de un puesto concreto; apúntala para preguntarla en tu próxima entrevista. Sigamos: ${current}`,
          done: false,
        };
      const answer = answerRoleQuestion(vacancy, step.text);
      if (answer.kind === 'answered') return { text: `${answer.text} Sigamos: ${current}`, done: false };
      if (answer.kind === 'forRecruiter')
        return { text: `${answer.text} Sigamos: ${current}`, done: false, candidateQuestion: step.text };
      return { text: `Te lo aclaro: te pregunto lo siguiente. ${current}`, done: false };
    }
    case 'close':
      return {
        text: withDisableMarker(step.unheard ? `${ACKS.unheard[0]} ${plan.closing}` : plan.closing),
        done: true,
      };
    case 'next':
      return { text: `${pick(ACKS[step.ack], step.question)} ${plan.questions[step.question]}`, done: false };
  }
}

export const builtinInterviewer: ConversationalAgent<InterviewContext> = {
  reply: async (context, history) => builtinTurn(context, history),
};
