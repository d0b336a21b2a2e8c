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

/** A reply shown as it is generated: each new piece of text, and the client's going away. */
export interface LiveReply {
  onDelta(text: string): void;
  /** Aborted when nobody waits for the reply any more: the generation stops. */
  signal?: AbortSignal;
}

export interface ConversationalAgent<Context> {
  /** With `live`, an agent that generates its reply (OpenAI) hands each piece over as it comes. */
  reply(context: Context, history: ConversationTurn[], live?: LiveReply): Promise<AgentReply>;
}
