/** Plays the calibration set through the built-in interviewer and scores it with an analyser. */
import type { AnalysisResult } from '@clara/domain';
import type { ConversationTurn } from '../../ai/types';
import { greetingFor, planFor } from '../../conversation/questionPlan';
import { builtinTurn } from '../../interview/interviewer/builtin';
import { play } from '../../interview/testing/play';
import { builtinAnalysis } from '../builtin';
import { ROLES } from './contexts';
import { BAND_RANGES, CALIBRATION_SET, type CalibrationCase } from './set';

/** What a candidate who has nothing to add says to a follow-up. */
export const NOTHING_TO_ADD = 'No tengo nada más que añadir.';

/**
 * The transcript of a case. Strong and average cases hold one answer per main question: a follow-up gets
 * NOTHING_TO_ADD and the next answer waits for the next question. Weak cases (edge cases among them) are played in order.
 */
export function transcriptOfCase(item: CalibrationCase): ConversationTurn[] {
  const context = ROLES[item.role];
  if (item.band === 'weak') return play(context, item.answers);
  const questions = planFor(context).questions;
  const turns: ConversationTurn[] = [{ role: 'assistant', text: greetingFor(context) }];
  let next = 0;
  while (next < item.answers.length) {
    const asked = turns.at(-1)!.text;
    const [question, answer] = [questions[next], item.answers[next]];
    const newQuestion =
      question !== undefined &&
      asked.includes(question) &&
      !turns.slice(0, -1).some((turn) => turn.role === 'assistant' && turn.text.includes(question));
    if (newQuestion) next += 1;
    turns.push({ role: 'user', text: (newQuestion && answer) || NOTHING_TO_ADD });
    const reply = builtinTurn(context, turns);
    turns.push({ role: 'assistant', text: reply.text });
    if (reply.done) break;
  }
  return turns;
}

export function builtinResult(item: CalibrationCase): AnalysisResult {
  return builtinAnalysis(ROLES[item.role], transcriptOfCase(item));
}

export function inBand(item: CalibrationCase, score: number): boolean {
  const [low, high] = BAND_RANGES[item.band];
  return score >= low && score <= high;
}

/** Per role, strong > average > weak (edge cases left out). */
export function orderHolds(scores: Map<string, number>): Array<{ role: string; holds: boolean }> {
  const roles = [...new Set(CALIBRATION_SET.map((item) => item.role))];
  return roles.map((role) => {
    const of = (band: string) =>
      CALIBRATION_SET.filter((item) => item.role === role && item.band === band && !item.edge).map((item) =>
        scores.get(item.id)!,
      );
    const [strong, average, weak] = [of('strong'), of('average'), of('weak')];
    const min = (values: number[]) => Math.min(...values);
    const max = (values: number[]) => Math.max(...values);
    const holds =
      (!strong.length || !average.length || min(strong) > max(average)) &&
      (!average.length || !weak.length || min(average) > max(weak)) &&
      (!strong.length || !weak.length || min(strong) > max(weak));
    return { role, holds };
  });
}

export { CALIBRATION_SET };
