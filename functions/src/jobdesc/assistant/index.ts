import { openAiEnabled } from '../../ai/openai';
import { builtInJobDescAgent } from './builtin';
import { openAiJobDescAgent } from './openai';
import type { JobDescAgent } from './types';

export type { JobDescAgent, JobDescContext, JobDescFields } from './types';
export { JOBDESC_GREETING, JOBDESC_STEPS, analyseAnswers } from './steps';
export { composeVacancy, detectJobType, detectWorkplaceType, listItems, parseLocation } from './compose';
export { builtInJobDescAgent, builtInJobDescReply } from './builtin';
export { JOBDESC_DONE_MARKER, openAiJobDescAgent } from './openai';

/** The built-in assistant by default; OpenAI when a key is configured. */
export function jobDescAgent(): JobDescAgent {
  return openAiEnabled() ? openAiJobDescAgent : builtInJobDescAgent;
}
