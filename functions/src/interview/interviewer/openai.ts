import {
  INTERVIEW_MAX_QUESTIONS,
  hasDisableMarker,
  stripDisableMarker,
  withDisableMarker,
  type InterviewContext,
} from '@clara/domain';
import { complete } from '../../ai/openai';
import type { AgentReply, ConversationalAgent, ConversationTurn, LiveReply } from '../../ai/types';
import { planFor } from '../../conversation/questionPlan';
import { contextData } from '../../conversation/contextData';
import { unansweredRoleQuestion } from '../../conversation/candidateQuestions';
import { interviewerSystemPrompt } from './prompts';
import { visiblePieces } from './visibleText';

/** Bounded answer length of one interviewer turn. */
export const INTERVIEWER_MAX_TOKENS = 400;

/**
 * The OpenAI interviewer. The interview stays bounded whatever the model does: after twice the planned
 * number of questions (main questions plus follow-ups) Clara closes without asking the model. A question
 * about the role that the vacancy's text does not answer is noted for the recruiter by the same rule as
 * the built-in interviewer (the prompt tells the model not to invent the answer).
 */
export const openAiInterviewer: ConversationalAgent<InterviewContext> = {
  async reply(context: InterviewContext, history: ConversationTurn[], live?: LiveReply): Promise<AgentReply> {
    const asked = history.filter((turn) => turn.role === 'assistant').length;
    if (asked >= INTERVIEW_MAX_QUESTIONS * 2) return { text: withDisableMarker(planFor(context).closing), done: true };
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
    if (done) return { text: withDisableMarker(clean || planFor(context).closing), done: true, ...noted };
    return { text: clean, done: false, ...noted };
  },
};
