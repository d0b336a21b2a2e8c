/** Escaping for what the public pages put into HTML: every value from a vacancy goes through one of these. */
import { escapeHtml } from '@clara/domain/common/html';

/**
 * JSON for a `<script type="application/…json">` data block: `<`, `>` and `&` as \u escapes, so a value holding
 * `</script>` or `<!--` cannot end the block; U+2028/2029 escaped too (valid JSON, but not in older JS parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A plain text as HTML paragraphs and line breaks (JobPosting's description is HTML). */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The first `max` characters of a text on one line, cut at a word, for meta descriptions. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
