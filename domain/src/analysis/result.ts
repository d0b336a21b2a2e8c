/** SPEC §3 Analysis result: its shape, its schema, and the parser the analysis page and the server share. */
import { z } from 'zod';
// The texts live in a zod-free module so the chat page can show them without loading this schema.
import { ANALYSIS_TEXTS } from './texts';
import type { Evidence } from './evidence';
import type { IntegritySignal } from './integrity';
import { integritySignalSchema } from './integritySchemas';
// The score scale lives in the zod-free reader of stored analyses, which the analysis page uses first.
import { ANALYSIS_SCORE_MAX } from './stored';

export { ANALYSIS_TEXTS, ANALYSIS_SCORE_MAX };

export interface PersonalityEntry {
  evaluation: string;
  justification: string;
  /** Rubric analyses only (absent on analyses stored before the rubric): the competency's id, 1–5 rating and quotes. */
  competency?: string;
  rating?: number;
  evidence?: Evidence[];
}

/** Coach-like feedback on one numbered answer. */
export interface AnswerFeedback {
  answer: number;
  /** What worked. */
  worked: string;
  /** What to add next time. */
  toAdd: string;
}

/** Which analyser produced an analysis: the built-in one, or a model (by name); `fallback` when the model failed. */
export interface AnalyserInfo {
  kind: 'builtin' | 'model';
  model?: string;
  fallback?: boolean;
}

export interface AnalysisResult {
  evaluationSummary: string;
  /** 0–100 (integer). */
  score: number;
  personalityAssessment: Record<string, PersonalityEntry>;
  developmentSuggestions: string[];
  interviewPerformanceSuggestions: string[];
  /** Rubric analyses only. */
  answerFeedback?: AnswerFeedback[];
  rubricVersion?: string;
  analyser?: AnalyserInfo;
  /** What the server noticed about how the interview was answered (absent on analyses stored before them). */
  integritySignals?: IntegritySignal[];
}

const text = z.string().trim().min(1);

/** A score as a number or numeric text; 0–10 scales are not guessed: the value is clamped to 0–100. */
const scoreSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite())
  .transform((value) => Math.round(Math.min(ANALYSIS_SCORE_MAX, Math.max(0, value))));

const evidenceSchema = z.object({
  quote: z.string(),
  answer: z.number().int().positive(),
  question: z.string().optional(),
});

const rubricFields = {
  competency: z.string().optional(),
  rating: z.number().int().min(1).max(5).optional(),
  evidence: z.array(evidenceSchema).optional(),
};

const personalityEntrySchema = z.object({
  evaluation: text,
  justification: z.string().trim().default(''),
  ...rubricFields,
});

/** The map of aspect → entry; an array of { aspect, evaluation, justification } is accepted and converted. */
const personalitySchema = z.union([
  z.record(z.string().trim().min(1), personalityEntrySchema),
  z
    .array(z.object({ aspect: text, evaluation: text, justification: z.string().trim().default(''), ...rubricFields }))
    .transform((items) => Object.fromEntries(items.map(({ aspect, ...entry }) => [aspect, entry]))),
]);

const suggestionsSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean));

/** The JSON the analyser must produce (the OpenAI adapter validates the model's answer with it). */
export const analysisResultSchema = z.object({
  evaluationSummary: text,
  score: scoreSchema,
  personalityAssessment: personalitySchema,
  developmentSuggestions: suggestionsSchema.default([]),
  interviewPerformanceSuggestions: suggestionsSchema.default([]),
  answerFeedback: z
    .array(z.object({ answer: z.number().int().positive(), worked: z.string(), toAdd: z.string() }))
    .optional(),
  rubricVersion: z.string().optional(),
  analyser: z
    .object({ kind: z.enum(['builtin', 'model']), model: z.string().optional(), fallback: z.boolean().optional() })
    .optional(),
  integritySignals: z.array(integritySignalSchema).optional(),
});

export type ParsedAnalysis = { ok: true; analysis: AnalysisResult } | { ok: false; error: string };

/**
 * SPEC §3: the analysis may arrive as an object or as JSON text, possibly inside a code fence.
 * Answers the analysis, or SPEC §8's error: 'No analysis was found' when there is none,
 * 'There was an error parsing the Analysis, please review the logs' when it cannot be read.
 */
export function parseAnalysis(input: unknown): ParsedAnalysis {
  if (input === null || input === undefined) return { ok: false, error: ANALYSIS_TEXTS.notFound };
  let value: unknown = input;
  if (typeof input === 'string') {
    if (!input.trim()) return { ok: false, error: ANALYSIS_TEXTS.notFound };
    value = parseJsonText(input);
    if (value === undefined) return { ok: false, error: ANALYSIS_TEXTS.parseError };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: ANALYSIS_TEXTS.parseError };
  // Some producers wrap it: { "analysis": { … } }.
  const record = value as Record<string, unknown>;
  if (!('evaluationSummary' in record) && record.analysis !== undefined) return parseAnalysis(record.analysis);
  const parsed = analysisResultSchema.safeParse(value);
  return parsed.success ? { ok: true, analysis: parsed.data } : { ok: false, error: ANALYSIS_TEXTS.parseError };
}

const FENCE = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/;

/** JSON text as a model may write it: plain, in a code fence, with text around it, or double-encoded; undefined when none. */
export function parseJsonText(raw: string): unknown {
  const candidates: string[] = [];
  const fenced = FENCE.exec(raw);
  if (fenced?.[1] !== undefined) candidates.push(fenced[1]);
  candidates.push(raw);
  const first = raw.indexOf('{');
  const last = raw.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(raw.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate.trim());
      // JSON text that itself holds JSON text (double-encoded).
      if (typeof value === 'string') return parseJsonText(value);
      return value;
    } catch {
      // next candidate
    }
  }
  return undefined;
}
