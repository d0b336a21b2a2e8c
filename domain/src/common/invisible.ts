/**
 * Invisible Unicode a reader cannot see but a model reads (issue 31): the tag block (U+E0000–E007F, which can
 * spell hidden instructions), zero-width characters and joiners, direction marks and overrides, the word
 * joiner and invisible operators, the byte-order mark and the variation selectors. Stripped at every entry
 * (every request's body and query, in the functions' endpoint) and where untrusted text is rendered or sent to
 * a model, by this one function.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- joiners and variation selectors are listed on purpose, each alone
  /[\u{E0000}-\u{E007F}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u180E\uFEFF\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** The text without invisible characters (the same string when it has none). */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Every string of a JSON-like value (keys included) without invisible characters; other values as they are. */
export function withoutInvisible<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return stripInvisible(value) as T;
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutInvisible(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [stripInvisible(key), withoutInvisible(item, depth + 1)]),
  ) as T;
}
