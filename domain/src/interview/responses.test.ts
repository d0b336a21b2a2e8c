import { describe, expect, it } from 'vitest';
import { chatSessionResponseSchema } from './responses';

const session = (analysis: unknown) => ({
  chatSessionId: 'abc',
  chatHistory: [],
  status: 'Finished',
  analysis,
  hasAnalysis: analysis !== null,
  isPractice: true,
});

describe('GET /api/chat/{code} answer', () => {
  it('carries the analysis as stored: an object, JSON text (SPEC §3) or none', () => {
    expect(chatSessionResponseSchema.safeParse(session({ evaluationSummary: 'Bien.' })).success).toBe(true);
    expect(chatSessionResponseSchema.safeParse(session('{"evaluationSummary":"Bien."}')).success).toBe(true);
    expect(chatSessionResponseSchema.safeParse(session('esto no es JSON')).success).toBe(true);
    expect(chatSessionResponseSchema.safeParse(session(null)).success).toBe(true);
  });

  it('refuses an analysis of another kind', () => {
    expect(chatSessionResponseSchema.safeParse(session(42)).success).toBe(false);
  });
});
