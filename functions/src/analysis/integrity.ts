/**
 * The server's integrity signals for one interview (domain `IntegritySignal`), computed the same way for
 * the built-in and the OpenAI analysers: repeated answers, text copied from the question, the job
 * description or the CV, keyword lists, text addressed to the evaluator, and pasted or too-fast answers
 * by the web app's report. Each one names its answers; `finalizeAnalysis` then takes no evidence from them.
 */
import {
  inputSignal,
  pastedShare,
  type IntegritySignal,
  type InterviewContext,
  type NumberedAnswer,
} from '@clara/domain';
import { judgeAnswer, isInstruction, sentencesOf } from '../conversation/judge';
import { normalize, tokenize } from '../conversation/language';
import { isUnheardMedia } from '../conversation/turns';
import { meaningOf, sharedMeaning } from './meaning';

/** Words of a text as compared: lowercase, without accents. */
function wordsOf(text: string): string[] {
  return tokenize(normalize(text)).filter((token) => /\p{L}|\d/u.test(token));
}

function shingles(words: readonly string[], size: number): Set<string> {
  const set = new Set<string>();
  for (let index = 0; index + size <= words.length; index += 1) set.add(words.slice(index, index + size).join(' '));
  return set;
}

/** Share of `part`'s shingles that also occur in `whole` (0–1). */
function containment(part: Set<string>, whole: Set<string>): number {
  if (part.size === 0) return 0;
  let shared = 0;
  for (const item of part) if (whole.has(item)) shared += 1;
  return shared / part.size;
}

/** Answers shorter than this are never called repeated or copied: "No sé." twice is not a template. */
const MIN_WORDS = 12;
const REPEATED_CONTAINMENT = 0.5;
/**
 * Reworded repetition: two answers whose concepts mostly coincide (the calibration: a self-promotion story
 * reworded for every question shares 0.77–0.93 of them, honest answers of one interview at most 0.44), when both
 * say enough to compare (MIN_CONCEPTS).
 */
const REPEATED_MEANING = 0.6;
const MIN_CONCEPTS = 8;
const COPIED_CONTAINMENT = 0.6;

function heardText(answer: NumberedAnswer): string {
  return answer.text
    .split('\n')
    .filter((part) => !isUnheardMedia(part))
    .join('\n');
}

/**
 * Groups of two or more answers that are the same, or nearly (either one mostly contained in the other), or that
 * say the same in other words (their concepts mostly coincide).
 */
function repeatedGroups(answers: readonly NumberedAnswer[]): number[][] {
  const questionOf = (number: number) => answers.find((answer) => answer.number === number)?.question ?? '';
  const items = answers
    .map((answer) => ({ number: answer.number, words: wordsOf(heardText(answer)) }))
    .filter((item) => item.words.length >= MIN_WORDS)
    .map((item) => ({
      number: item.number,
      grams: shingles(item.words, 3),
      meaning: meaningOf(heardText(answers.find((answer) => answer.number === item.number)!), questionOf(item.number)),
    }));
  const parent = new Map(items.map((item) => [item.number, item.number]));
  const find = (n: number): number => (parent.get(n) === n ? n : find(parent.get(n)!));
  for (let i = 0; i < items.length; i += 1)
    for (let j = i + 1; j < items.length; j += 1) {
      const [a, b] = [items[i]!, items[j]!];
      const similar =
        Math.max(containment(a.grams, b.grams), containment(b.grams, a.grams)) >= REPEATED_CONTAINMENT ||
        (Math.min(a.meaning.size, b.meaning.size) >= MIN_CONCEPTS &&
          sharedMeaning(a.meaning, b.meaning) >= REPEATED_MEANING);
      if (similar) parent.set(find(b.number), find(a.number));
    }
  const groups = new Map<number, number[]>();
  for (const item of items) groups.set(find(item.number), [...(groups.get(find(item.number)) ?? []), item.number]);
  return [...groups.values()].filter((group) => group.length > 1);
}

function sourcesOf(context: InterviewContext): Array<{ source: 'jobDescription' | 'cv'; grams: Set<string> }> {
  const texts: Array<['jobDescription' | 'cv', string]> = [];
  if (context.kind === 'company' || context.kind === 'custom') {
    texts.push(['jobDescription', context.jobDescription], ['cv', context.candidateCV]);
  } else if (context.kind === 'predefined') texts.push(['jobDescription', context.description]);
  return texts
    .filter(([, text]) => text.trim())
    .map(([source, text]) => ({ source, grams: shingles(wordsOf(text), 3) }));
}

/** Where an answer's text was copied from, or null. */
function copiedFrom(
  answer: NumberedAnswer,
  sources: ReturnType<typeof sourcesOf>,
): 'question' | 'jobDescription' | 'cv' | null {
  const words = wordsOf(heardText(answer));
  if (words.length < MIN_WORDS) return null;
  const grams = shingles(words, 3);
  if (containment(grams, shingles(wordsOf(answer.question), 3)) >= COPIED_CONTAINMENT) return 'question';
  for (const { source, grams: whole } of sources) if (containment(grams, whole) >= COPIED_CONTAINMENT) return source;
  return null;
}

/** A list of keywords: five or more short items (commas, lines, bullets) with no situation and no own action. */
function isKeywordList(answer: NumberedAnswer): boolean {
  const text = heardText(answer);
  const items = text
    .split(/[,;\n•·]|\s-\s/u)
    .map((item) => wordsOf(item).length)
    .filter((count) => count > 0);
  if (items.length < 5) return false;
  const average = items.reduce((a, b) => a + b, 0) / items.length;
  if (average > 3) return false;
  const judged = judgeAnswer(answer.question, text);
  return judged.actions === 0 && !judged.parts.situation;
}

function byKind(
  kind: IntegritySignal['kind'],
  numbers: number[],
  source?: IntegritySignal['source'],
): IntegritySignal[] {
  if (!numbers.length) return [];
  return [{ kind, answers: [...numbers].sort((a, b) => a - b), ...(source ? { source } : {}) }];
}

export function integritySignals(context: InterviewContext, answers: readonly NumberedAnswer[]): IntegritySignal[] {
  const signals: IntegritySignal[] = repeatedGroups(answers).map((group) => ({ kind: 'repeated', answers: group }));
  const sources = sourcesOf(context);
  const copied = {
    question: [] as number[],
    jobDescription: [] as number[],
    cv: [] as number[],
    document: [] as number[],
  };
  const listLike: number[] = [];
  const addressed: number[] = [];
  const pasted: Array<{ number: number; share: number }> = [];
  const tooFast: number[] = [];
  for (const answer of answers) {
    const from = copiedFrom(answer, sources);
    if (from) copied[from].push(answer.number);
    else if (judgeAnswer(answer.question, heardText(answer)).kind === 'pasted') copied.document.push(answer.number);
    else if (isKeywordList(answer)) listLike.push(answer.number);
    if (sentencesOf(answer.text).some(isInstruction)) addressed.push(answer.number);
    const share = pastedShare(answer.messages);
    if (share !== null) pasted.push({ number: answer.number, share });
    else if (answer.messages.some((message) => inputSignal(message.text, message.input) === 'tooFast'))
      tooFast.push(answer.number);
  }
  for (const source of ['question', 'jobDescription', 'cv', 'document'] as const)
    signals.push(...byKind('copied', copied[source], source));
  signals.push(...byKind('listLike', listLike));
  signals.push(...byKind('addressedToEvaluator', addressed));
  // In answer order (ascending), each with the share of it that was pasted.
  if (pasted.length)
    signals.push({
      kind: 'pasted',
      answers: pasted.map((item) => item.number),
      shares: pasted.map((item) => item.share),
    });
  signals.push(...byKind('tooFast', tooFast));
  return signals;
}
