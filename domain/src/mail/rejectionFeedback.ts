/**
 * Issue 32: an optional paragraph for a company interview's candidate in their rejection, drafted from Clara's
 * analysis for the recruiter to edit before it goes: two strengths and one thing to work on, as advice. Never the
 * score, never a rating, never an integrity signal: only the names of what went best and a suggestion.
 */
import type { AnalysisResult } from '../analysis/result';

const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The paragraph, or null when the analysis rates nothing (nothing honest to say). */
export function rejectionFeedback(
  analysis: Pick<AnalysisResult, 'personalityAssessment' | 'developmentSuggestions'>,
): string | null {
  const rated = Object.entries(analysis.personalityAssessment)
    .filter(([, entry]) => typeof entry.rating === 'number')
    .map(([name, entry]) => ({ name, rating: entry.rating! }));
  if (rated.length === 0) return null;
  const byRating = [...rated].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name, 'es'));
  const strengths = byRating.filter((entry) => entry.rating >= 3).slice(0, 2);
  const weakest = byRating.at(-1)!;
  const advice =
    analysis.developmentSuggestions.find((text) => text.trim().length > 0)?.trim() ??
    `Te recomendamos trabajar tu ${lower(weakest.name)} con ejemplos concretos de tu experiencia.`;
  const praise =
    strengths.length === 2
      ? `De tu entrevista destacamos tu ${lower(strengths[0]!.name)} y tu ${lower(strengths[1]!.name)}.`
      : strengths.length === 1
        ? `De tu entrevista destacamos tu ${lower(strengths[0]!.name)}.`
        : 'Gracias por el esfuerzo que pusiste en tu entrevista.';
  return `${praise} Un consejo para tus próximos procesos: ${advice.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`;
}
