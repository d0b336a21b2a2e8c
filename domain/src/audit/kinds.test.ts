import { describe, expect, it } from 'vitest';
import { auditCutoff, auditRetentionMonths } from './kinds';

describe('audit retention', () => {
  it('is 12 months by default and never under 6', () => {
    expect(auditRetentionMonths()).toBe(12);
    expect(auditRetentionMonths(Number.NaN)).toBe(12);
    expect(auditRetentionMonths(24)).toBe(24);
    expect(auditRetentionMonths(3)).toBe(6);
    expect(auditRetentionMonths(0)).toBe(12);
  });

  it('cuts entries older than the retention in calendar months, not in 30-day months', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    expect(auditCutoff(at('2027-03-15T10:00:00Z'), 12)).toBe(at('2026-03-15T10:00:00Z'));
    // Six calendar months back from 31 August is the last day of February (no 31 February).
    expect(auditCutoff(at('2027-08-31T10:00:00Z'), 6)).toBe(at('2027-02-28T10:00:00Z'));
    expect(auditCutoff(at('2028-08-31T10:00:00Z'), 1)).toBe(at('2028-02-29T10:00:00Z'));
    // 6 months from 1 October is 1 April: 182 days, not 180.
    expect(auditCutoff(at('2027-10-01T00:00:00Z'), 6)).toBe(at('2027-04-01T00:00:00Z'));
  });
});
