import { parseAnalysis, transcriptOf, type AnalysisResult, type InterviewContext } from '@clara/domain';
import { AiUnavailableError, complete } from '../ai/openai';
import type { ConversationTurn } from '../ai/types';
import { contextData } from '../conversation/contextData';
import { analyserSystemPrompt } from './prompt';
import type { InterviewAnalyzer } from './types';

/** Bounded size of the analysis answer. */
export const ANALYSIS_MAX_TOKENS = 1500;

/** The model answered, but not with an Analysis result (not JSON, or the wrong shape). */
export class AnalysisFormatError extends AiUnavailableError {
  constructor(readonly raw: string) {
    super('La IA devolvió un análisis con un formato inválido.');
    this.name = 'AnalysisFormatError';
  }
}

/**
 * The OpenAI analyser: the context and the transcript travel as data; the answer is requested as a JSON
 * object and validated against the Analysis result schema (domain `parseAnalysis`).
 */
export const openAiAnalyzer: InterviewAnalyzer = {
  async analyze(context: InterviewContext, turns: readonly ConversationTurn[]): Promise<AnalysisResult> {
    const transcript = transcriptOf(turns.map((turn) => ({ text: turn.text, type: turn.role === 'assistant' ? 'system' : 'user', timestamp: 0 })));
    const raw = await complete({
      system: analyserSystemPrompt(context),
      data: `${contextData(context)}\n\nTRANSCRIPCIÓN DE LA ENTREVISTA:\n${transcript}`,
      history: [{ role: 'user', text: 'Genera ahora el análisis de la entrevista en el formato JSON indicado.' }],
      maxTokens: ANALYSIS_MAX_TOKENS,
      json: true,
      temperature: 0.2,
    });
    const parsed = parseAnalysis(raw);
    if (!parsed.ok) throw new AnalysisFormatError(raw);
    return parsed.analysis;
  },
};
