/**
 * True when a session carries no analysis to show (SPEC's empty state): null, undefined, blank text or an
 * empty object. Anything else goes to the shared parser, whose failure is the parse error.
 */
export function isEmptyAnalysis(raw: unknown): boolean {
  if (raw === null || raw === undefined) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  return typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw as object).length === 0;
}
