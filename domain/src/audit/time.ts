/** `2026-11-26T23:59:00Z` for epoch seconds. */
export const formatIsoUtc = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
