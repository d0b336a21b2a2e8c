import { describe, expect, it } from 'vitest';
import { parseAnalysis, type AnalysisResult } from './result';
import { readStoredAnalysis } from './stored';

const rubric: AnalysisResult = {
  evaluationSummary: 'Buen desempeño general.',
  score: 78,
  personalityAssessment: {
    Comunicación: {
      evaluation: 'Alto',
      justification: 'Respuestas claras.',
      competency: 'communication',
      rating: 4,
      evidence: [{ quote: 'expliqué el plan', answer: 2 }],
    },
    Liderazgo: { evaluation: 'Medio', justification: '' },
  },
  developmentSuggestions: ['Profundizar en testing.'],
  interviewPerformanceSuggestions: [],
  answerFeedback: [{ answer: 1, worked: 'Concreto.', toAdd: 'Un resultado medible.' }],
  rubricVersion: '2',
  analyser: { kind: 'model', model: 'gpt-4o-mini', fallback: false },
  integritySignals: [
    { kind: 'copied', answers: [3], source: 'jobDescription' },
    { kind: 'pasted', answers: [1, 2] },
  ],
};

describe('readStoredAnalysis (the analysis page reads stored analyses without zod)', () => {
  it('reads a stored analysis as parseAnalysis does, dropping what the schema drops', () => {
    const stored = { ...rubric, extra: 'x', analyser: { ...rubric.analyser, other: 1 } };
    expect(readStoredAnalysis(stored)).toEqual(rubric);
    expect(parseAnalysis(stored)).toEqual({ ok: true, analysis: readStoredAnalysis(stored) });
  });

  it('fills what the schema defaults: missing suggestions and justifications', () => {
    const stored = {
      evaluationSummary: 'Resumen.',
      score: 0,
      personalityAssessment: { Calma: { evaluation: 'Bajo' } },
    };
    expect(readStoredAnalysis(stored)).toEqual((parseAnalysis(stored) as { analysis: AnalysisResult }).analysis);
  });

  it('leaves to parseAnalysis what it would convert or refuse', () => {
    for (const other of [
      JSON.stringify(rubric),
      { analysis: rubric },
      { ...rubric, score: '80' },
      { ...rubric, score: 120 },
      { ...rubric, score: 7.5 },
      { ...rubric, evaluationSummary: ' Resumen con espacios ' },
      { ...rubric, evaluationSummary: '' },
      { ...rubric, personalityAssessment: [{ aspect: 'Calma', evaluation: 'Alto', justification: '' }] },
      { ...rubric, personalityAssessment: { Calma: { evaluation: 'Alto', rating: 6 } } },
      { ...rubric, developmentSuggestions: 'Una sola sugerencia' },
      { ...rubric, developmentSuggestions: ['', 'Otra'] },
      { ...rubric, integritySignals: [{ kind: 'unknown', answers: [1] }] },
      { ...rubric, analyser: { kind: 'human' } },
      null,
    ])
      expect(readStoredAnalysis(other)).toBeUndefined();
  });
});
