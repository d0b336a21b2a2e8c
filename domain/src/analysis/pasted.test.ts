import { describe, expect, it } from 'vitest';
import { INTEGRITY_TEXTS, PASTED_RULE, pastedCharsOf, pastedShare } from './integrity';

const keyboard = (text: string, pastedChars: number) => ({
  text,
  input: { source: 'keyboard' as const, pastedChars, answerChars: text.length },
});

describe('paste by what was pasted (issue 31)', () => {
  it('counts a pasted text by its length, and a pasted link or figure as nothing', () => {
    expect(pastedCharsOf('  Lideré la migración del almacén a un sistema nuevo.  ')).toBe(51);
    for (const link of ['https://github.com/ana/portfolio', 'www.ana.dev/proyectos', 'ana.ruiz@correo.es'])
      expect(pastedCharsOf(link)).toBe(0);
    for (const figure of ['1.250.000', '35 %', '12,5', '€ 40.000', '2019-2023', '15/03/2024', '3,2M'])
      expect(pastedCharsOf(figure)).toBe(0);
    expect(pastedCharsOf('')).toBe(0);
  });

  it('flags an answer only when at least half of it and at least 40 characters were pasted', () => {
    const answer = 'x'.repeat(320);
    expect(pastedShare([keyboard(answer, 300)])).toBe(94);
    expect(pastedShare([keyboard(answer, 5)])).toBeNull();
    // Half, but under 40 characters.
    expect(pastedShare([keyboard('y'.repeat(60), 39)])).toBeNull();
    expect(pastedShare([keyboard('y'.repeat(60), 40)])).toBe(67);
    // 40 characters, but under half.
    expect(pastedShare([keyboard(answer, 159)])).toBeNull();
    expect(pastedShare([keyboard(answer, 160)])).toBe(50);
    // More reported than sent (pasted, then partly deleted): at most the whole answer.
    expect(pastedShare([keyboard('z'.repeat(50), 500)])).toBe(100);
  });

  it('reads an answer of several messages as one, and never a dictated one or an older report', () => {
    expect(pastedShare([keyboard('a'.repeat(100), 0), keyboard('b'.repeat(100), 100)])).toBe(50);
    expect(pastedShare([{ text: 'a'.repeat(100), input: { source: 'voice', pastedChars: 100 } }])).toBeNull();
    expect(pastedShare([{ text: 'a'.repeat(100), input: { source: 'keyboard', pasted: true } }])).toBeNull();
    expect(pastedShare([{ text: 'a'.repeat(100) }])).toBeNull();
  });

  it('explains the rule and shows each answer’s share, in the singular and the plural', () => {
    const one = INTEGRITY_TEXTS.recruiter({ kind: 'pasted', answers: [2], shares: [94] }).explanation;
    expect(one).toBe(
      `La respuesta 2 se pegó en el chat en lugar de escribirse (el 94 % de su texto, según el navegador del candidato). ${PASTED_RULE}`,
    );
    const two = INTEGRITY_TEXTS.recruiter({ kind: 'pasted', answers: [2, 4], shares: [94, 60] }).explanation;
    expect(two).toContain('Las respuestas 2 y 4 se pegaron en el chat');
    expect(two).toContain('(el 94 % de la 2 y el 60 % de la 4, según el navegador del candidato)');
    expect(PASTED_RULE).toContain('al menos la mitad');
    expect(PASTED_RULE).toContain('40 caracteres');
    expect(INTEGRITY_TEXTS.advice({ kind: 'pasted', answers: [3], shares: [80] })).toContain(
      'Pegaste la respuesta 3 (el 80 % de su texto).',
    );
  });
});
