import { describe, expect, it } from 'vitest';
import { isValidQuote, numberedAnswers, validQuotes } from './evidence';
import { finalizeAnalysis, type AnalysisDraft } from './finalize';
import { parseAnalysis } from './result';
import { RUBRIC_VERSION } from './rubric';

const turns = [
  { role: 'assistant' as const, text: '¡Hola! Preséntate.' },
  { role: 'user' as const, text: 'Soy   analista de datos.\nTrabajo con SQL desde hace 4 años.' },
  { role: 'assistant' as const, text: '¿Puedes dar un ejemplo?' },
  { role: 'user' as const, text: 'Automaticé un informe semanal' },
  { role: 'user' as const, text: 'y ahorramos 6 horas por semana.' },
  { role: 'assistant' as const, text: 'Gracias. ¿Por qué te interesa el puesto?' },
  { role: 'user' as const, text: '.' },
];
const answers = numberedAnswers(turns);

describe('answer numbering', () => {
  it('numbers answers as the transcript shows them: a follow-up answer counts, consecutive messages are one', () => {
    expect(answers.map((answer) => [answer.number, answer.question])).toEqual([
      [1, '¡Hola! Preséntate.'],
      [2, '¿Puedes dar un ejemplo?'],
      [3, 'Gracias. ¿Por qué te interesa el puesto?'],
    ]);
    expect(answers[1]?.text).toBe('Automaticé un informe semanal\ny ahorramos 6 horas por semana.');
  });
});

describe('quote validation', () => {
  it('accepts a verbatim quote from the answer it names', () => {
    expect(isValidQuote({ quote: 'Trabajo con SQL desde hace 4 años', answer: 1 }, answers)).toBe(true);
  });

  it('normalises whitespace, case and wrapping quote marks, also across the messages of one answer', () => {
    expect(isValidQuote({ quote: 'soy analista DE datos. trabajo con sql', answer: 1 }, answers)).toBe(true);
    expect(isValidQuote({ quote: '«Automaticé un informe semanal y ahorramos 6 horas»', answer: 2 }, answers)).toBe(
      true,
    );
  });

  it('rejects an invented quote, a paraphrase, a quote from another answer and a quote without words', () => {
    expect(isValidQuote({ quote: 'Lideré un equipo de 10 personas', answer: 1 }, answers)).toBe(false);
    expect(isValidQuote({ quote: 'ahorramos seis horas', answer: 2 }, answers)).toBe(false);
    expect(isValidQuote({ quote: 'Automaticé un informe semanal', answer: 1 }, answers)).toBe(false);
    expect(isValidQuote({ quote: 'Soy analista', answer: 9 }, answers)).toBe(false);
    expect(isValidQuote({ quote: '.', answer: 3 }, answers)).toBe(false);
  });

  it('keeps at most three valid quotes, without repeats', () => {
    const kept = validQuotes(
      [
        { quote: 'Soy analista', answer: 1 },
        { quote: 'soy  analista', answer: 1 },
        { quote: 'inventado', answer: 1 },
        { quote: 'Trabajo con SQL', answer: 1 },
        { quote: 'ahorramos 6 horas', answer: 2 },
        { quote: 'informe semanal', answer: 2 },
      ],
      answers,
    );
    expect(kept).toEqual([
      { quote: 'Soy analista', answer: 1 },
      { quote: 'Trabajo con SQL', answer: 1 },
      { quote: 'ahorramos 6 horas', answer: 2 },
    ]);
  });
});

describe('finalizeAnalysis', () => {
  const draft: AnalysisDraft = {
    evaluationSummary: 'Resumen.',
    competencies: [
      {
        id: 'comunicacion',
        rating: 4,
        justification: 'Clara.',
        evidence: [{ quote: 'Soy analista de datos', answer: 1 }],
      },
      {
        id: 'especificidad',
        rating: 5,
        justification: 'Inventa.',
        evidence: [{ quote: 'Reduje costes un 90%', answer: 2 }],
      },
      {
        id: 'resultados',
        rating: 5,
        justification: 'Mide.',
        evidence: [{ quote: 'ahorramos 6 horas por semana', answer: 2 }],
      },
      {
        id: 'estructura',
        rating: 3,
        justification: 'Parcial.',
        evidence: [{ quote: 'Automaticé un informe semanal', answer: 2 }],
      },
    ],
    answerFeedback: [
      { answer: 2, worked: 'Dato concreto.', toAdd: 'Contexto.' },
      { answer: 7, worked: 'x', toAdd: 'y' },
      { answer: 1, worked: 'Breve.', toAdd: 'Ejemplo.' },
    ],
    developmentSuggestions: [' Practicar. '],
    interviewPerformanceSuggestions: [],
  };
  const analysis = finalizeAnalysis(draft, answers, { hasJobDescription: false, analyser: { kind: 'builtin' } });

  it('drops an invented quote and rates the competency left without evidence 1, «Sin evidencia suficiente»', () => {
    expect(analysis.personalityAssessment['Especificidad y ejemplos']).toMatchObject({
      rating: 1,
      evidence: [],
      evaluation: 'Sin evidencia suficiente',
    });
    expect(analysis.personalityAssessment['Relevancia a la pregunta']).toMatchObject({ rating: 1, evidence: [] });
    expect(analysis.personalityAssessment['Orientación a resultados']).toMatchObject({
      rating: 5,
      evaluation: 'Excelente',
    });
    expect(analysis.personalityAssessment).not.toHaveProperty('Ajuste al puesto');
  });

  it('computes the score from the kept ratings, and records the rubric version and the analyser', () => {
    // comunicación 4 (0.15), especificidad 1 (0.25), resultados 5 (0.2), estructura 3 (0.15), relevancia 1 (0.25).
    expect(analysis.score).toBe(Math.round((100 * (0.15 * 0.75 + 0.2 + 0.15 * 0.5)) / 1.0));
    expect(analysis.rubricVersion).toBe(RUBRIC_VERSION);
    expect(analysis.analyser).toEqual({ kind: 'builtin' });
  });

  it('keeps feedback only for answers that exist, in order', () => {
    expect(analysis.answerFeedback?.map((item) => item.answer)).toEqual([1, 2]);
  });

  it('round-trips through parseAnalysis, and an analysis stored before the rubric still parses', () => {
    expect(parseAnalysis(JSON.parse(JSON.stringify(analysis)))).toEqual({ ok: true, analysis });
    const old = {
      evaluationSummary: 'x',
      score: 70,
      personalityAssessment: { Comunicación: { evaluation: 'Alto', justification: 'y' } },
    };
    expect(parseAnalysis(old)).toMatchObject({ ok: true, analysis: { score: 70 } });
  });
});
