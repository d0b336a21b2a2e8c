import { log } from '../platform/log';
import type { AnalysisResult, InterviewContext } from '@clara/domain';
import { openAiEnabled } from '../ai/openai';
import type { ConversationTurn } from '../ai/types';
import { builtinAnalysis } from './builtin';
import { openAiAnalyzer } from './openai';
import type { InterviewAnalyzer } from './types';

export { NothingToAnalyzeError, builtinAnalysis } from './builtin';
export { AnalysisFormatError } from './openai';
export type { InterviewAnalyzer } from './types';

export const builtinAnalyzer: InterviewAnalyzer = {
  analyze: async (context, turns) => builtinAnalysis(context, turns),
};

/** OpenAI when OPENAI_API_KEY is set, else the built-in analyser (DECISIONS.md). */
export function analyzer(): InterviewAnalyzer {
  return openAiEnabled() ? openAiAnalyzer : builtinAnalyzer;
}

/**
 * For company interviews, whose analysis must exist when they finish (DECISIONS.md): when the configured
 * analyser fails, the built-in one answers, so the recruiter's pipeline never waits on the AI service.
 */
export async function analyzeWithFallback(
  context: InterviewContext,
  turns: readonly ConversationTurn[],
): Promise<AnalysisResult> {
  try {
    return await analyzer().analyze(context, turns);
  } catch (error) {
    if (!openAiEnabled()) throw error;
    log.error('AI analysis failed; using the built-in analyser', { error });
    return builtinAnalysis(context, turns, true);
  }
}
