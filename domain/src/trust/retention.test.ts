import { describe, expect, it } from 'vitest';
import { retentionCutoff, retentionMonthsFor, retentionProfileOf } from './retention';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('retention profiles', () => {
  it('keeps the longer of the profile and the configured months', () => {
    expect(retentionMonthsFor('ue', 12)).toBe(12);
    expect(retentionMonthsFor('ue', 3)).toBe(6);
    expect(retentionMonthsFor('peru', 12)).toBe(36);
    expect(retentionMonthsFor('california', 12)).toBe(48);
    expect(retentionMonthsFor('california', 60)).toBe(60);
  });

  it('counts calendar months, to the last day of a shorter month', () => {
    expect(retentionCutoff(at('2027-03-15T10:00:00Z'), 36)).toBe(at('2024-03-15T10:00:00Z'));
    expect(retentionCutoff(at('2028-02-29T08:00:00Z'), 48)).toBe(at('2024-02-29T08:00:00Z'));
    expect(retentionCutoff(at('2027-02-28T08:00:00Z'), 36)).toBe(at('2024-02-28T08:00:00Z'));
    expect(retentionCutoff(at('2027-08-31T10:00:00Z'), 6)).toBe(at('2027-02-28T10:00:00Z'));
    expect(retentionCutoff(at('2026-05-31T00:00:00Z'), 3)).toBe(at('2026-02-28T00:00:00Z'));
  });

  it('reads an absent or unknown profile as the EU one', () => {
    expect(retentionProfileOf(undefined)).toBe('ue');
    expect(retentionProfileOf('marte')).toBe('ue');
    expect(retentionProfileOf('peru')).toBe('peru');
  });
});
