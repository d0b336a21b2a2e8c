import { Timestamp } from 'firebase-admin/firestore';

/**
 * Dates leave the API as epoch seconds (SPEC §3). Stored dates may be seconds, milliseconds, Firestore
 * Timestamps or ISO strings (documents written by other features); all become seconds, unknown → null.
 */
export function toSeconds(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Timestamp) return value.seconds;
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  if (typeof value === 'number' && Number.isFinite(value))
    return value > 1e11 ? Math.floor(value / 1000) : Math.floor(value);
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : Math.floor(parsed / 1000);
  }
  if (typeof value === 'object' && typeof (value as { seconds?: unknown }).seconds === 'number') {
    return Math.floor((value as { seconds: number }).seconds);
  }
  return null;
}
