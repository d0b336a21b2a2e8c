/**
 * The candidate's questions about the role that the vacancy's text does not answer, noted for the recruiter
 * (`interview_private/{code}.candidateQuestions`, listed by the vacancy comparison). The same rule on both
 * interviewer paths: the built-in one replies from it, and the OpenAI one, whose reply the model writes,
 * notes the question by it, so a recruiter sees the same questions whichever path interviewed.
 */
import type { InterviewContext } from '@clara/domain';
import type { ConversationTurn } from '../ai/types';
import { judgeAnswer } from './judge';
import { keywordEntries } from './language';
import { planFor } from './questionPlan';
import { answerRoleQuestion } from './roleQuestions';
import { answerGroups } from './turns';

/** Questions from the candidate Clara answers in one interview; after that they count as non-answers. */
export const MAX_CANDIDATE_QUESTIONS = 3;

/** The vacancy's own text (title, description, its fields) of a company interview; null for a practice. */
export function vacancyTextOf(context: InterviewContext): string | null {
  return context.kind === 'company'
    ? [context.jobTitle, context.jobDescription, context.vacancyDetails ?? ''].join('\n')
    : null;
}

/**
 * The candidate's last message, when it is a question about the role that the vacancy's text does not
 * answer and within the interview's allowance of questions; else undefined. Practices have no vacancy.
 */
export function unansweredRoleQuestion(
  context: InterviewContext,
  history: readonly ConversationTurn[],
): string | undefined {
  const vacancy = vacancyTextOf(context);
  if (!vacancy || history.at(-1)?.role !== 'user') return undefined;
  const jobStems = new Set(keywordEntries(planFor(context).jobText, 40).keys());
  const judged = answerGroups(history)
    .filter((group) => !group.unheard)
    .map((group) => judgeAnswer(group.question, group.answer, jobStems));
  const last = judged.at(-1);
  if (last?.kind !== 'question') return undefined;
  const earlier = judged.slice(0, -1).filter((judgement) => judgement.kind === 'question').length;
  if (earlier >= MAX_CANDIDATE_QUESTIONS) return undefined;
  return answerRoleQuestion(vacancy, last.content).kind === 'forRecruiter' ? last.content : undefined;
}
