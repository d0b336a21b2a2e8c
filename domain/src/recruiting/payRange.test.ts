import { describe, expect, it } from 'vitest';
import { baseSalaryOf, formatPayRange, isPastClosingDate, PAY_ERRORS, validThroughOf } from './payRange';
import { closingDateField, payRangeField } from './payRangeSchemas';

describe('pay range and closing date', () => {
  it('validates the range: both figures, max >= min, known currency and period', () => {
    expect(payRangeField.parse(undefined)).toBeNull();
    expect(payRangeField.parse({ min: 28000, max: 34000, currency: 'EUR', period: 'YEAR' })).toEqual({
      min: 28000,
      max: 34000,
      currency: 'EUR',
      period: 'YEAR',
    });
    const reversed = payRangeField.safeParse({ min: 5, max: 4, currency: 'EUR', period: 'HOUR' });
    expect(reversed.error?.issues[0]?.message).toBe(PAY_ERRORS.order);
    expect(payRangeField.safeParse({ min: -1, max: 4, currency: 'EUR', period: 'HOUR' }).success).toBe(false);
    expect(payRangeField.safeParse({ min: 1, max: 4, currency: 'XXX', period: 'HOUR' }).success).toBe(false);
  });

  it('shows the range in Spanish and as JobPosting baseSalary', () => {
    const range = { min: 28000, max: 34000, currency: 'EUR', period: 'YEAR' } as const;
    expect(formatPayRange(range)).toBe('28.000 – 34.000 EUR al año');
    expect(baseSalaryOf(range)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 28000, maxValue: 34000, unitText: 'YEAR' },
    });
  });

  it('closes at the end of the closing day (UTC)', () => {
    expect(closingDateField.parse(undefined)).toBe('');
    expect(closingDateField.safeParse('2026-02-30').error?.issues[0]?.message).toBe(PAY_ERRORS.closingDate);
    expect(validThroughOf('2026-12-31')).toBe('2026-12-31T23:59:59.000Z');
    const lastSecond = Date.parse('2026-12-31T23:59:59Z') / 1000;
    expect(isPastClosingDate('2026-12-31', lastSecond)).toBe(false);
    expect(isPastClosingDate('2026-12-31', lastSecond + 1)).toBe(true);
    expect(isPastClosingDate('', lastSecond + 1)).toBe(false);
  });
});
