import type { InterviewContext } from '@clara/domain';
import { openAiEnabled } from '../../ai/openai';
import type { ConversationalAgent } from '../../ai/types';
import { builtinInterviewer } from './builtin';
import { openAiInterviewer } from './openai';

export { greetingFor, planFor } from '../../conversation/questionPlan';
export { toConversationTurns } from '../../conversation/turns';

/** OpenAI when OPENAI_API_KEY is set, else the built-in Spanish interviewer (DECISIONS.md). */
export function interviewer(): ConversationalAgent<InterviewContext> {
  return openAiEnabled() ? openAiInterviewer : builtinInterviewer;
}
