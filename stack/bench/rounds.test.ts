import { describe, expect, it } from 'vitest';
import { requestRounds } from './dashboard';

describe('requestRounds', () => {
  it('counts requests started together as one round, and one started after another answered as the next', () => {
    expect(requestRounds([])).toBe(0);
    const together = [
      { url: '/api/a', start: 0, end: 50 },
      { url: '/api/b', start: 2, end: 80 },
      { url: '/api/c', start: 3, end: 30 },
    ];
    expect(requestRounds(together)).toBe(1);
    expect(requestRounds([...together, { url: '/api/d', start: 90, end: 120 }])).toBe(2);
    expect(
      requestRounds([
        { url: '/api/company', start: 0, end: 40 },
        { url: '/api/vacancies', start: 45, end: 90 },
        { url: '/api/code', start: 95, end: 120 },
        { url: '/api/reviews', start: 96, end: 130 },
      ]),
    ).toBe(3);
  });
});
