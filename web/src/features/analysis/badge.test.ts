import { describe, expect, it } from 'vitest';
import { badgeClass } from './badge';
import { isEmptyAnalysis } from './emptyAnalysis';

describe('evaluation badges (SPEC §9 word lists)', () => {
  it.each([
    ['Alto', 'green'],
    ['Excelente', 'green'],
    ['Muy bueno', 'green'],
    ['Fuerte capacidad', 'green'],
    ['Bajo', 'red'],
    ['Débil', 'red'],
    ['Pobre', 'red'],
    ['Limitado', 'red'],
    ['Medio', 'yellow'],
    ['Moderado', 'yellow'],
    ['Adecuado', 'yellow'],
    ['Bueno', 'blue'],
    ['Sobresaliente', 'blue'],
    ['', 'blue'],
  ])('%s → badge-%s', (evaluation, color) => {
    expect(badgeClass(evaluation)).toBe(`badge badge-${color}`);
  });

  it('checks green before red before yellow, and never matches inside other words', () => {
    expect(badgeClass('medio-alto')).toBe('badge badge-green');
    expect(badgeClass('medio bajo')).toBe('badge badge-red');
    expect(badgeClass('trabajo en equipo')).toBe('badge badge-blue');
    expect(badgeClass(undefined)).toBe('badge badge-blue');
  });
});

describe('isEmptyAnalysis', () => {
  it('is empty for null, blank text and an empty object only', () => {
    for (const value of [null, undefined, '', '  ', {}]) expect(isEmptyAnalysis(value)).toBe(true);
    for (const value of ['{}x', { score: 1 }, '```json\n{}\n```']) expect(isEmptyAnalysis(value)).toBe(false);
  });
});
