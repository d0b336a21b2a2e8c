import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { toSeconds } from './time';
import { isAlreadyExists } from './firestoreErrors';

describe('toSeconds', () => {
  it('turns every stored date shape into epoch seconds', () => {
    expect(toSeconds(1_792_508_400)).toBe(1_792_508_400);
    expect(toSeconds(1_792_508_400_123)).toBe(1_792_508_400);
    expect(toSeconds(Timestamp.fromMillis(1_792_508_400_500))).toBe(1_792_508_400);
    expect(toSeconds(new Date(1_792_508_400_000))).toBe(1_792_508_400);
    expect(toSeconds('2026-10-20T15:00:00Z')).toBe(1_792_508_400);
    expect(toSeconds({ seconds: 1_792_508_400, nanoseconds: 0 })).toBe(1_792_508_400);
  });

  it('answers null for missing or unreadable dates', () => {
    expect(toSeconds(undefined)).toBeNull();
    expect(toSeconds(null)).toBeNull();
    expect(toSeconds('')).toBeNull();
    expect(toSeconds('ayer')).toBeNull();
    expect(toSeconds(Number.NaN)).toBeNull();
  });
});

describe('isAlreadyExists', () => {
  it('recognises the failed create() precondition', () => {
    expect(isAlreadyExists({ code: 6 })).toBe(true);
    expect(isAlreadyExists({ code: 'already-exists' })).toBe(true);
    expect(isAlreadyExists({ code: 10 })).toBe(false);
    expect(isAlreadyExists(null)).toBe(false);
  });
});
