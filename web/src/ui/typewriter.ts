import { TYPEWRITER_MS_PER_CHAR } from '@clara/domain/constants';

/** How many characters of a typewriter text are visible after `elapsedMs` (SPEC §9: 5 ms per character). */
export function visibleChars(length: number, elapsedMs: number, msPerChar = TYPEWRITER_MS_PER_CHAR): number {
  if (elapsedMs <= 0) return 0;
  if (msPerChar <= 0) return length;
  return Math.min(length, Math.floor(elapsedMs / msPerChar));
}

/** The visible part of `text`, never splitting a surrogate pair (emoji). */
export function typewriterText(text: string, elapsedMs: number, msPerChar = TYPEWRITER_MS_PER_CHAR): string {
  const chars = Array.from(text);
  return chars.slice(0, visibleChars(chars.length, elapsedMs, msPerChar)).join('');
}
