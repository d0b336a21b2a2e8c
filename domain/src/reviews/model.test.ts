import { describe, expect, it } from 'vitest';
import { reviewDueAt, reviewOverdue } from './model';

describe('the review deadline', () => {
  it('is 30 days after the request unless configured otherwise', () => {
    expect(reviewDueAt(1_000)).toBe(1_000 + 30 * 86_400);
    expect(reviewDueAt(1_000, 10)).toBe(1_000 + 10 * 86_400);
  });

  it('is overdue only while open and past the deadline', () => {
    expect(reviewOverdue({ status: 'open', dueAt: 100 }, 101)).toBe(true);
    expect(reviewOverdue({ status: 'open', dueAt: 100 }, 100)).toBe(false);
    expect(reviewOverdue({ status: 'answered', dueAt: 100 }, 500)).toBe(false);
  });
});
