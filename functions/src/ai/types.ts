import type { AnswerInput } from '@clara/domain';

/** The one interface every conversational feature (interviewer, coaches, job-description assistant) implements. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  text: string;
  /** The candidate's turns of an interview: how the answer was written, when known (integrity signals). */
  input?: AnswerInput;
}

export interface AgentReply {
  text: string;
  /** True when the conversation is over (the interviewer appends the disable-chat marker). */
  done: boolean;
  /** The interviewer only: a question of the candidate about the role that Clara could not answer, noted for the recruiter. */
  candidateQuestion?: string;
}

export interface ConversationalAgent<Context> {
  reply(context: Context, history: ConversationTurn[]): Promise<AgentReply>;
}
