import type { AnalysisResult, InterviewContext } from '@clara/domain';
import type { ConversationTurn } from '../ai/types';

/** "The analysis of a finished interview": built-in or OpenAI. */
export interface InterviewAnalyzer {
  analyze(context: InterviewContext, turns: readonly ConversationTurn[]): Promise<AnalysisResult>;
}
