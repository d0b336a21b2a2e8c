/**
 * SPEC §9: evaluation badge colours depend on words in the evaluation: alto, excelente, muy bueno, fuerte
 * (green); bajo, débil, pobre, limitado (red); medio, moderado, adecuado (yellow); otherwise blue.
 * Words match whole words, case-insensitive, with their feminine and plural forms ("alta", "débiles"),
 * so "trabajo" never reads as "bajo". Green is checked first, then red, then yellow.
 */
export type BadgeColor = 'green' | 'red' | 'yellow' | 'blue';

export const EVALUATION_WORDS = {
  green: ['alto', 'excelente', 'muy bueno', 'fuerte'],
  red: ['bajo', 'débil', 'pobre', 'limitado'],
  yellow: ['medio', 'moderado', 'adecuado'],
} as const;

const FORMS: Record<string, string> = {
  alto: 'alt[oa]s?',
  excelente: 'excelentes?',
  'muy bueno': 'muy\\s+buen[oa]s?',
  fuerte: 'fuertes?',
  bajo: 'baj[oa]s?',
  débil: 'd[eé]bil(es)?',
  pobre: 'pobres?',
  limitado: 'limitad[oa]s?',
  medio: 'medi[oa]s?',
  moderado: 'moderad[oa]s?',
  adecuado: 'adecuad[oa]s?',
};

const wordsPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(${words.map((word) => FORMS[word]).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const PATTERNS: Array<[BadgeColor, RegExp]> = [
  ['green', wordsPattern(EVALUATION_WORDS.green)],
  ['red', wordsPattern(EVALUATION_WORDS.red)],
  ['yellow', wordsPattern(EVALUATION_WORDS.yellow)],
];

export function evaluationBadgeColor(evaluation: string): BadgeColor {
  for (const [color, pattern] of PATTERNS) if (pattern.test(evaluation)) return color;
  return 'blue';
}
