import type { InterviewContext } from '@clara/domain';
import type { ConversationTurn } from '../../ai/types';
import { builtinTurn } from '../interviewer/builtin';
import { greetingFor } from '../../conversation/questionPlan';

/** Plays a whole interview with the built-in interviewer: answers in order until Clara closes; returns every turn. */
export function play(context: InterviewContext, answers: string[]): ConversationTurn[] {
  const turns: ConversationTurn[] = [{ role: 'assistant', text: greetingFor(context) }];
  for (const answer of answers) {
    turns.push({ role: 'user', text: answer });
    const reply = builtinTurn(context, turns);
    turns.push({ role: 'assistant', text: reply.text });
    if (reply.done) break;
  }
  return turns;
}
