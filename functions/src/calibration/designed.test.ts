import { describe, expect, it } from 'vitest';
import { DESIGNED_SET, designedChecks, designedScore } from './designed';

describe('the calibration set of designed interviews (issue 30)', () => {
  it('orders strong > average > weak per vacancy, strong ≥ 75, weak ≤ 30', () => {
    const scores = new Map(DESIGNED_SET.map((item) => [item.id, designedScore(item)]));
    expect(designedChecks(scores).filter((check) => !check.holds)).toEqual([]);
  });
});
