/** Plays the calibration set through the built-in interviewer and scores it with an analyser. */
import type { AnalysisResult, AnswerInput } from '@clara/domain';
import type { ConversationTurn } from '../ai/types';
import { greetingFor, planFor } from '../conversation/questionPlan';
import { builtinTurn } from '../interview/interviewer/builtin';
import { play } from '../interview/testing/play';
import { builtinAnalysis } from '../analysis/builtin';
import { ALL_ROLES } from './contexts';
import { rangeOf, type CalibrationCase, type CaseTyping } from './case';
import { CALIBRATION_SET } from './cases';

/** What a candidate who has nothing to add says to a follow-up. */
export const NOTHING_TO_ADD = 'No tengo nada más que añadir.';

/**
 * The transcript of a case. Strong and average cases hold one answer per main question: a follow-up gets
 * NOTHING_TO_ADD and the next answer waits for the next question. Weak cases (edge cases among them) are played in order.
 */
export function transcriptOfCase(item: CalibrationCase): ConversationTurn[] {
  const context = ALL_ROLES[item.role];
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
    const typing = newQuestion ? item.typing?.[next - 1] : undefined;
    turns.push({
      role: 'user',
      text: (newQuestion && answer) || NOTHING_TO_ADD,
      ...(typing && answer && { input: inputOf(typing, answer) }),
    });
    const reply = builtinTurn(context, turns);
    turns.push({ role: 'assistant', text: reply.text });
    if (reply.done) break;
  }
  return turns;
}

/**
 * The web app's report of a typed answer: how long it took, that something was pasted, and how much (the
 * characters pasted and the answer's length, as the composer of issue 31's paste rule reports them; a reader that
 * knows only `pasted` ignores them).
 */
function inputOf(typing: CaseTyping, text: string): AnswerInput {
  const report = {
    source: 'keyboard',
    typingMs: typing.typingMs,
    pasted: typing.pastes.length > 0,
    pastedChars: typing.pastes.reduce((total, chars) => total + chars, 0),
    answerChars: text.length,
  } as const;
  return report;
}

export function builtinResult(item: CalibrationCase): AnalysisResult {
  return builtinAnalysis(ALL_ROLES[item.role], transcriptOfCase(item));
}

export function inBand(item: CalibrationCase, score: number): boolean {
  const [low, high] = rangeOf(item);
  return score >= low && score <= high;
}

/** Per role, strong > average > weak (edge and adversarial cases left out). */
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

/** The checks across cases: pairs (phone typing, instructions), keyword lists below every honest average. */
export function crossChecks(scores: Map<string, number>): Array<{ label: string; holds: boolean }> {
  const checks: Array<{ label: string; holds: boolean }> = [];
  for (const item of CALIBRATION_SET) {
    const score = scores.get(item.id)!;
    if (item.pair) {
      const other = scores.get(item.pair.of)!;
      checks.push(
        item.pair.rule === 'within3'
          ? {
              label: `${item.id} a ≤ 3 puntos de ${item.pair.of} (${score} frente a ${other})`,
              holds: Math.abs(score - other) <= 3,
            }
          : { label: `${item.id} no supera a ${item.pair.of} (${score} frente a ${other})`, holds: score <= other },
      );
    }
    if (item.keywordList || item.belowHonestAverage) {
      const averages = CALIBRATION_SET.filter(
        (other) => other.role === item.role && other.band === 'average' && !other.expectSignal,
      ).map((other) => scores.get(other.id)!);
      if (averages.length)
        checks.push({
          label: `${item.id} por debajo de toda media honesta de ${item.role} (${score} < ${Math.min(...averages)})`,
          holds: averages.every((average) => score < average),
        });
    }
  }
  return checks;
}

/** An honest case raises no signal; an adversarial one raises the one it expects. */
export function signalsAsExpected(item: CalibrationCase, kinds: readonly string[]): boolean {
  return item.expectSignal ? kinds.includes(item.expectSignal) : kinds.length === 0;
}

/**
 * Whether a case holds: its score in its range and its signals as expected. A hollow case (`maxScore`, band
 * gamed) may raise any signal; with `orFlaggedOnMost` it also holds when most of its answers are flagged.
 */
export function caseHolds(item: CalibrationCase, result: AnalysisResult): boolean {
  const signals = result.integritySignals ?? [];
  if (item.maxScore !== undefined && item.band === 'gamed' && !item.expectSignal) {
    const flagged = new Set(signals.flatMap((signal) => signal.answers)).size;
    return inBand(item, result.score) || (item.orFlaggedOnMost === true && flagged * 2 > item.answers.length);
  }
  return (
    inBand(item, result.score) &&
    signalsAsExpected(
      item,
      signals.map((signal) => signal.kind),
    )
  );
}

export { CALIBRATION_SET };
