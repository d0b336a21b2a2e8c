/**
 * Zod-free reading of an analysis as the server stores it (an object already validated by `analysisResultSchema`),
 * so the analysis page shows a report without loading zod. Anything it does not recognise as such (JSON text, a
 * wrapped or older shape, untrimmed or out-of-range values) answers undefined: the caller then uses `parseAnalysis`
 * (result.ts), which accepts and converts those. For what it accepts, it answers what `parseAnalysis` would.
 */
import type { AnalysisResult, AnswerFeedback, PersonalityEntry } from './result';
import { INTEGRITY_SIGNAL_KINDS, type IntegritySignal } from './integrity';
import type { Evidence } from './evidence';

/** The top of the score scale (0–100). */
export const ANALYSIS_SCORE_MAX = 100;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Text as the schema keeps it: already trimmed (the schema would trim it). */
const isTrimmed = (value: unknown): value is string => typeof value === 'string' && value.trim() === value;
const isText = (value: unknown): value is string => isTrimmed(value) && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isOptional = <T>(value: unknown, check: (item: unknown) => item is T): value is T | undefined =>
  value === undefined || check(value);
const arrayOf =
  <T>(check: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(check);

const isEvidence = (value: unknown): value is Evidence =>
  isRecord(value) && typeof value.quote === 'string' && isCount(value.answer);

function readEntry(value: unknown): PersonalityEntry | undefined {
  if (!isRecord(value) || !isText(value.evaluation)) return undefined;
  const { evaluation, justification = '', competency, rating, evidence } = value;
  if (!isTrimmed(justification) || !isOptional(competency, (c): c is string => typeof c === 'string')) return undefined;
  if (!isOptional(rating, (r): r is number => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 5))
    return undefined;
  if (!isOptional(evidence, arrayOf(isEvidence))) return undefined;
  return {
    evaluation,
    justification,
    ...(competency !== undefined && { competency }),
    ...(rating !== undefined && { rating }),
    ...(evidence !== undefined && { evidence: evidence.map(({ quote, answer }) => ({ quote, answer })) }),
  };
}

/** Suggestions as stored: trimmed, non-empty texts (absent is none). */
const isSuggestions = (value: unknown): value is string[] | undefined => isOptional(value, arrayOf(isText));

const isFeedback = (value: unknown): value is AnswerFeedback =>
  isRecord(value) && isCount(value.answer) && typeof value.worked === 'string' && typeof value.toAdd === 'string';

const SOURCES: readonly unknown[] = ['question', 'jobDescription', 'cv', 'document'];
const isSignal = (value: unknown): value is IntegritySignal =>
  isRecord(value) &&
  (INTEGRITY_SIGNAL_KINDS as readonly unknown[]).includes(value.kind) &&
  arrayOf(isCount)(value.answers) &&
  (value.source === undefined || SOURCES.includes(value.source));

/** The analysis stored as an object in its canonical shape, or undefined (then `parseAnalysis` reads it). */
export function readStoredAnalysis(value: unknown): AnalysisResult | undefined {
  if (!isRecord(value) || !isText(value.evaluationSummary)) return undefined;
  const { score, personalityAssessment, developmentSuggestions, interviewPerformanceSuggestions } = value;
  const { answerFeedback, rubricVersion, analyser, integritySignals } = value;
  if (!Number.isInteger(score) || (score as number) < 0 || (score as number) > ANALYSIS_SCORE_MAX) return undefined;
  if (!isRecord(personalityAssessment)) return undefined;
  const personality: Record<string, PersonalityEntry> = {};
  for (const [aspect, entry] of Object.entries(personalityAssessment)) {
    const read = readEntry(entry);
    if (!isText(aspect) || !read) return undefined;
    personality[aspect] = read;
  }
  if (!isSuggestions(developmentSuggestions) || !isSuggestions(interviewPerformanceSuggestions)) return undefined;
  if (!isOptional(answerFeedback, arrayOf(isFeedback))) return undefined;
  if (!isOptional(rubricVersion, (v): v is string => typeof v === 'string')) return undefined;
  if (!isOptional(integritySignals, arrayOf(isSignal))) return undefined;
  if (
    analyser !== undefined &&
    !(
      isRecord(analyser) &&
      (analyser.kind === 'builtin' || analyser.kind === 'model') &&
      isOptional(analyser.model, (m): m is string => typeof m === 'string') &&
      isOptional(analyser.fallback, (f): f is boolean => typeof f === 'boolean')
    )
  )
    return undefined;
  return {
    evaluationSummary: value.evaluationSummary,
    score: score as number,
    personalityAssessment: personality,
    developmentSuggestions: developmentSuggestions ?? [],
    interviewPerformanceSuggestions: interviewPerformanceSuggestions ?? [],
    ...(answerFeedback !== undefined && {
      answerFeedback: answerFeedback.map(({ answer, worked, toAdd }) => ({ answer, worked, toAdd })),
    }),
    ...(rubricVersion !== undefined && { rubricVersion }),
    ...(analyser !== undefined && {
      analyser: {
        kind: analyser.kind as 'builtin' | 'model',
        ...(analyser.model !== undefined && { model: analyser.model as string }),
        ...(analyser.fallback !== undefined && { fallback: analyser.fallback as boolean }),
      },
    }),
    ...(integritySignals !== undefined && {
      integritySignals: integritySignals.map(({ kind, answers, source }) => ({
        kind,
        answers,
        ...(source !== undefined && { source }),
      })),
    }),
  };
}
