/**
 * Turns an analyser's draft (ratings, quotes, feedback: from the built-in analyser or a model) into the
 * stored analysis: quotes checked against the answers, a competency without a valid quote rated 1, and
 * the score computed from the ratings. Whatever number an analyser might add is never used.
 */
import { validQuotes, type Evidence, type NumberedAnswer } from './evidence';
import { NO_EVIDENCE_TEXT, RATING_WORDS, clampRating, scoreFromRatings, scoreFromSkillRatings } from './rubric';
import { interviewSkills, rubricVersionOf, type InterviewRubric } from './design';
import type { AnalyserInfo, AnalysisResult, AnswerFeedback, PersonalityEntry } from './result';
import { flaggedAnswers, type IntegritySignal } from './integrity';

export interface CompetencyDraft {
  id: string;
  rating: number;
  justification: string;
  evidence: Evidence[];
}

export interface AnalysisDraft {
  evaluationSummary: string;
  competencies: CompetencyDraft[];
  answerFeedback: AnswerFeedback[];
  developmentSuggestions: string[];
  interviewPerformanceSuggestions: string[];
}

export interface FinalizeOptions {
  hasJobDescription: boolean;
  analyser: AnalyserInfo;
  /** The server's integrity signals: the answers they name contribute no evidence, whoever rated them. */
  integritySignals?: IntegritySignal[];
  /** The vacancy's rubric the interview was assigned with (issue 30); absent: the default six competencies. */
  rubric?: InterviewRubric;
}

export function finalizeAnalysis(
  draft: AnalysisDraft,
  answers: readonly NumberedAnswer[],
  options: FinalizeOptions,
): AnalysisResult {
  const personalityAssessment: Record<string, PersonalityEntry> = {};
  const flagged = flaggedAnswers(options.integritySignals);
  const evidenceFrom = answers.filter((answer) => !flagged.has(answer.number));
  const ratings: Record<string, number> = {};
  const skills = interviewSkills(options.rubric, options.hasJobDescription);
  const questionOf = new Map(answers.map((answer) => [answer.number, answer.question]));
  for (const competency of skills) {
    const rated = draft.competencies.find((item) => item.id === competency.id);
    const valid = rated ? validQuotes(rated.evidence, evidenceFrom) : [];
    // A designed interview's quotes name the question they answer (the recruiter reads them side by side).
    const evidence = options.rubric
      ? valid.map((item) => ({ ...item, question: questionOf.get(item.answer) ?? '' }))
      : valid;
    const rating = evidence.length > 0 && rated ? clampRating(rated.rating) : 1;
    ratings[competency.id] = rating;
    const justification = rated?.justification.trim() ?? '';
    personalityAssessment[competency.name] = {
      evaluation: evidence.length > 0 ? RATING_WORDS[rating] : NO_EVIDENCE_TEXT,
      justification:
        evidence.length > 0
          ? justification
          : `${NO_EVIDENCE_TEXT}: ninguna respuesta aporta una cita que respalde esta competencia.${justification ? ` ${justification}` : ''}`,
      competency: competency.id,
      rating,
      evidence,
    };
  }
  const numbers = new Set(answers.map((answer) => answer.number));
  const answerFeedback = draft.answerFeedback
    .filter((item) => numbers.has(item.answer))
    .filter((item, index, all) => all.findIndex((other) => other.answer === item.answer) === index)
    .sort((a, b) => a.answer - b.answer);
  return {
    evaluationSummary: draft.evaluationSummary.trim(),
    score: options.rubric ? scoreFromSkillRatings(ratings, skills) : scoreFromRatings(ratings),
    personalityAssessment,
    developmentSuggestions: draft.developmentSuggestions.map((item) => item.trim()).filter(Boolean),
    interviewPerformanceSuggestions: draft.interviewPerformanceSuggestions.map((item) => item.trim()).filter(Boolean),
    answerFeedback,
    rubricVersion: rubricVersionOf(options.rubric),
    analyser: options.analyser,
    integritySignals: options.integritySignals ?? [],
  };
}
