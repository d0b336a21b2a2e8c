import { describe, expect, it } from 'vitest';
import { typewriterText, visibleChars } from './typewriter';

describe('typewriter (SPEC §4: about 5 ms per character)', () => {
  it('shows one character per 5 ms and never more than the text', () => {
    expect(visibleChars(100, 0)).toBe(0);
    expect(visibleChars(100, 50)).toBe(10);
    expect(visibleChars(100, 10_000)).toBe(100);
    expect(typewriterText('Hola mundo', 0)).toBe('');
    expect(typewriterText('Hola mundo', 20)).toBe('Hola');
    expect(typewriterText('Hola mundo', 10_000)).toBe('Hola mundo');
  });

  it('never splits an emoji (characters outside the basic plane)', () => {
    expect(typewriterText('👋 hola', 5)).toBe('👋');
    expect(typewriterText('👋🏽 hola', 5, 5)).toBe('👋');
  });
});
