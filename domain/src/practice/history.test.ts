import { describe, expect, it } from 'vitest';
import { practiceDocumentOf, practiceEntryFields } from './history';

describe('a practice document as «Mi práctica» reads it (zod-free)', () => {
  it('keeps the fields the page uses, and the first message’s time as when the practice began', () => {
    const stored = {
      label: { kind: 'custom', title: 'Analista de datos' },
      interviewDate: 1_900_000_100,
      createdAt: 1_900_000_000,
      score: 72,
      analysis: { score: 70, evaluationSummary: 'Bien.' },
      expiresAt: null,
      chatHistory: [{ type: 'system', text: 'Hola', timestamp: 1_900_000_000_123 }],
      status: 'Finished',
    };
    // Every field the page uses, as stored; the chat only for when it began; the rest left out.
    const { chatHistory: _chat, status: _status, ...used } = stored;
    expect(practiceDocumentOf(stored)).toEqual({ ...used, startedMs: 1_900_000_000_123 });
    expect(practiceEntryFields(practiceDocumentOf(stored))).toEqual({
      label: { kind: 'custom', title: 'Analista de datos' },
      date: 1_900_000_100,
      score: 72,
      expiresAt: null,
    });
  });

  it('reads a field of another type as missing, and never throws', () => {
    const odd = {
      label: 'Analista',
      interviewDate: '2026-11-28',
      score: '72',
      expiresAt: 'nunca',
      chatHistory: 'Hola',
      analysis: null,
    };
    expect(practiceDocumentOf(odd)).toEqual({});
    expect(practiceDocumentOf(null)).toEqual({});
    expect(practiceDocumentOf([1, 2])).toEqual({});
    // Without an analysis there is no score to remember, whatever the score field says.
    expect(practiceEntryFields(practiceDocumentOf({ score: 40, createdAt: 5 }))).toEqual({ date: 5 });
  });
});
