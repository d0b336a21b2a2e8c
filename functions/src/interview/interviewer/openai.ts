import {
  INTERVIEW_MAX_QUESTIONS,
  hasDisableMarker,
  stripDisableMarker,
  withDisableMarker,
  type InterviewContext,
} from '@clara/domain';
import { complete } from '../../ai/openai';
import type { AgentReply, ConversationalAgent, ConversationTurn, LiveReply } from '../../ai/types';
import { planFor, type InterviewPlan } from '../../conversation/questionPlan';
import { contextData } from '../../conversation/contextData';
import { unansweredRoleQuestion } from '../../conversation/candidateQuestions';
import { interviewerSystemPrompt } from './prompts';
import { visiblePieces } from './visibleText';

/** Bounded answer length of one interviewer turn. */
export const INTERVIEWER_MAX_TOKENS = 400;

/** Where a designed interview stands: the last plan question asked and how many of Clara's turns followed it. */
function designedProgress(plan: InterviewPlan, history: readonly ConversationTurn[]) {
  let asked = -1;
  let turnsSince = 0;
  for (const turn of history) {
    if (turn.role !== 'assistant') continue;
    const next = plan.questions[asked + 1];
    if (next && turn.text.includes(next)) {
      asked += 1;
      turnsSince = 0;
    } else turnsSince += 1;
  }
  return { asked, turnsSince, next: plan.questions[asked + 1] };
}

const MOVE_ON = 'Gracias. Pasemos a la siguiente pregunta:';

/**
 * Issue 30: a designed interview asks every question of its plan, in order, whatever the model writes. The
 * model may ask one follow-up (or answer a question of the candidate's) per question; then, or when it would
 * close early or skip ahead, the server asks the next question itself; after the last one it closes.
 */
function keepDesignedOrder(plan: InterviewPlan, history: readonly ConversationTurn[], reply: AgentReply): AgentReply {
  const { turnsSince, next } = designedProgress(plan, history);
  if (!next) {
    if (reply.done || turnsSince < 1) return reply;
    return { ...reply, text: withDisableMarker(plan.closing), done: true };
  }
  if (stripDisableMarker(reply.text).includes(next)) return { ...reply, done: false };
  if (reply.done || turnsSince >= 1) return { ...reply, text: `${MOVE_ON} ${next}`, done: false };
  return reply;
}

/**
 * The OpenAI interviewer. The interview stays bounded whatever the model does: after twice the planned
 * number of questions (main questions plus follow-ups) Clara closes without asking the model. A question
 * about the role that the vacancy's text does not answer is noted for the recruiter by the same rule as
 * the built-in interviewer (the prompt tells the model not to invent the answer).
 */
export const openAiInterviewer: ConversationalAgent<InterviewContext> = {
  async reply(context: InterviewContext, history: ConversationTurn[], live?: LiveReply): Promise<AgentReply> {
    const plan = planFor(context);
    const asked = history.filter((turn) => turn.role === 'assistant').length;
    if (asked >= Math.max(INTERVIEW_MAX_QUESTIONS, plan.questions.length) * 2)
      return { text: withDisableMarker(plan.closing), done: true };
    const text = await complete({
      system: interviewerSystemPrompt(context),
      data: { contexto: contextData(context) },
      history,
      maxTokens: INTERVIEWER_MAX_TOKENS,
      temperature: 0.6,
      live: live && visiblePieces(live),
    });
    const done = hasDisableMarker(text);
    const clean = stripDisableMarker(text)
      .replace(/[ \t]{2,}/g, ' ')
      .trim();
    const candidateQuestion = unansweredRoleQuestion(context, history);
    const noted = candidateQuestion ? { candidateQuestion } : {};
    const reply: AgentReply = done
      ? { text: withDisableMarker(clean || plan.closing), done: true, ...noted }
      : { text: clean, done: false, ...noted };
    return plan.designed ? keepDesignedOrder(plan, history, reply) : reply;
  },
};
