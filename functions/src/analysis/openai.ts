/**
 * The OpenAI analyser: the rubric in the instructions, the numbered transcript as data, the answer as
 * structured output with a strict JSON schema at temperature 0. The model rates each competency and quotes
 * the answers; the server (domain `finalizeAnalysis`) drops quotes that do not occur in the answer they
 * name and computes the score from the ratings, whatever number the model might add.
 */
import { z } from 'zod';
import {
  finalizeAnalysis,
  numberedAnswers,
  parseJsonText,
  type AnalysisDraft,
  type AnalysisResult,
  type InterviewContext,
} from '@clara/domain';
import { AiUnavailableError, complete } from '../ai/openai';
import { config } from '../platform/config';
import type { ConversationTurn } from '../ai/types';
import { NothingToAnalyzeError } from './builtin';
import { integritySignals } from './integrity';
import {
  analyserSystemPrompt,
  analysisJsonSchema,
  hasJobDescription,
  integrityInstructions,
  analysisData,
  rubricOf,
} from './prompt';
import type { InterviewAnalyzer } from './types';

/** Bounded size of the analysis answer. */
export const ANALYSIS_MAX_TOKENS = 2500;

/** The model answered, but not with an analysis of the schema (not JSON, or the wrong shape). */
export class AnalysisFormatError extends AiUnavailableError {
  constructor(readonly raw: string) {
    super('La IA devolvió un análisis con un formato inválido.');
    this.name = 'AnalysisFormatError';
  }
}

const texts = z.array(z.string()).default([]);

/** What the model must answer (extra keys, such as a score of its own, are ignored). */
export const modelAnalysisSchema = z.object({
  evaluationSummary: z.string().trim().min(1),
  competencies: z.array(
    z.object({
      id: z.string(),
      rating: z.coerce.number(),
      justification: z.string().default(''),
      evidence: z.array(z.object({ quote: z.string(), answer: z.coerce.number().int() })).default([]),
    }),
  ),
  answerFeedback: z
    .array(z.object({ answer: z.coerce.number().int(), worked: z.string(), toAdd: z.string() }))
    .default([]),
  developmentSuggestions: texts,
  interviewPerformanceSuggestions: texts,
});

export function parseModelAnalysis(raw: string): AnalysisDraft {
  const parsed = modelAnalysisSchema.safeParse(parseJsonText(raw));
  if (!parsed.success) throw new AnalysisFormatError(raw);
  return parsed.data;
}

export const openAiAnalyzer: InterviewAnalyzer = {
  async analyze(context: InterviewContext, turns: readonly ConversationTurn[]): Promise<AnalysisResult> {
    const answers = numberedAnswers(turns);
    if (!answers.some((answer) => answer.text.trim()))
      throw new NothingToAnalyzeError('No hay respuestas que analizar.');
    // Computed before the call and applied after it: whatever the model rates, a flagged answer gives no evidence.
    const signals = integritySignals(context, answers);
    const raw = await complete({
      system: [analyserSystemPrompt(context), integrityInstructions(signals)].filter(Boolean).join('\n'),
      data: analysisData(context, answers),
      history: [
        {
          role: 'user',
          text: 'Genera ahora la evaluación de la entrevista con la rúbrica, en el formato JSON indicado.',
        },
      ],
      maxTokens: ANALYSIS_MAX_TOKENS,
      jsonSchema: { name: 'evaluacion_entrevista', schema: analysisJsonSchema(context) },
      temperature: 0,
    });
    return finalizeAnalysis(parseModelAnalysis(raw), answers, {
      hasJobDescription: hasJobDescription(context),
      analyser: { kind: 'model', model: config.openAi.model() },
      integritySignals: signals,
      ...(rubricOf(context) ? { rubric: rubricOf(context) } : {}),
    });
  },
};
