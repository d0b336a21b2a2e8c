/** The first capture group of every match of a global pattern in a text (e.g. each `<loc>` of a sitemap). */
export function captures(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}
