/** The progress across attempts shown on /mi-practica: the score and each competency's rating per attempt. */
import type { AnalysisResult } from '../analysis/result';
import { COMPETENCIES, competencyById, competencyByName, type CompetencyId } from '../analysis/rubric';

export type Ratings = Partial<Record<CompetencyId, number>>;

/** The rubric ratings of an analysis by competency id; {} for an analysis made before the rubric. */
export function ratingsOf(analysis: Pick<AnalysisResult, 'personalityAssessment'>): Ratings {
  const ratings: Ratings = {};
  for (const [name, entry] of Object.entries(analysis.personalityAssessment ?? {})) {
    if (typeof entry?.rating !== 'number') continue;
    const competency = (entry.competency && competencyById(entry.competency)) || competencyByName(name);
    if (competency) ratings[competency.id] = entry.rating;
  }
  return ratings;
}

export interface Attempt {
  /** How the attempt is named on the chart's axis (unique). */
  label: string;
  score: number;
  ratings: Ratings;
}

export interface ProgressSeries {
  label: string;
  /** One value per attempt; null where that attempt has none (a gap, never a zero). */
  values: Array<number | null>;
}

/**
 * The chart's series, attempts oldest first: the score, and one series per competency rated in at least one
 * attempt, null where a kind of interview does not rate it (e.g. «Ajuste al puesto» without a job description).
 */
export function progressOf(attempts: readonly Attempt[]): {
  attempts: string[];
  score: ProgressSeries;
  competencies: ProgressSeries[];
} {
  return {
    attempts: attempts.map((attempt) => attempt.label),
    score: { label: 'Puntuación', values: attempts.map((attempt) => attempt.score) },
    competencies: COMPETENCIES.filter((competency) =>
      attempts.some((attempt) => attempt.ratings[competency.id] !== undefined),
    ).map((competency) => ({
      label: competency.name,
      values: attempts.map((attempt) => attempt.ratings[competency.id] ?? null),
    })),
  };
}
