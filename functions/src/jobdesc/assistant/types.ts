import type { VacancyInput } from '@clara/domain';
import type { ConversationalAgent, ConversationTurn } from '../../ai/types';

/**
 * The job-description assistant. It asks for what a good description needs (title, responsibilities,
 * requirements, skills, place and conditions), then writes the description and closes the chat
 * (`done: true`). Built-in (offline, deterministic) by default; OpenAI when a key is configured.
 * `toVacancy` turns the finished conversation into the fields of a vacancy.
 */
export interface JobDescAgent extends ConversationalAgent<JobDescContext> {
  toVacancy(history: ConversationTurn[]): Promise<VacancyInput>;
}

export interface JobDescContext {
  /** Not used by the built-in assistant; lets the model address the company. */
  companyId: string;
}

export interface JobDescFields {
  title: string;
  responsibilities: string;
  requirements: string;
  skills: string;
  location: string;
  conditions: string;
}
