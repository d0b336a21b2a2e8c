import { describe, expect, it } from 'vitest';
import { ANALYSIS_TEXTS, parseAnalysis, type AnalysisResult } from './result';
import { evaluationBadgeColor } from './badges';

const analysis: AnalysisResult = {
  evaluationSummary: 'Buen desempeño general.',
  score: 78,
  personalityAssessment: { Comunicación: { evaluation: 'Alto', justification: 'Respuestas claras.' } },
  developmentSuggestions: ['Profundizar en testing.'],
  interviewPerformanceSuggestions: ['Usar el método STAR.'],
};

describe('parseAnalysis', () => {
  it('accepts an object', () => {
    expect(parseAnalysis(analysis)).toEqual({ ok: true, analysis });
  });

  it('accepts JSON text, JSON in a code fence, and JSON with text around it', () => {
    const json = JSON.stringify(analysis);
    expect(parseAnalysis(json)).toEqual({ ok: true, analysis });
    expect(parseAnalysis('```json\n' + json + '\n```')).toEqual({ ok: true, analysis });
    expect(parseAnalysis('```\n' + JSON.stringify(analysis, null, 2) + '```')).toEqual({ ok: true, analysis });
    expect(parseAnalysis(`Aquí está el análisis:\n${json}\nSaludos`)).toEqual({ ok: true, analysis });
    expect(parseAnalysis(JSON.stringify(json))).toEqual({ ok: true, analysis });
  });

  it('normalises a numeric-text score, clamps it to 0–100, and accepts an aspect list', () => {
    const parsed = parseAnalysis({
      ...analysis,
      score: '120',
      personalityAssessment: [{ aspect: 'Liderazgo', evaluation: 'Medio', justification: 'Poco visible.' }],
      developmentSuggestions: undefined,
    });
    expect(parsed.ok && parsed.analysis.score).toBe(100);
    expect(parsed.ok && parsed.analysis.personalityAssessment).toEqual({
      Liderazgo: { evaluation: 'Medio', justification: 'Poco visible.' },
    });
    expect(parsed.ok && parsed.analysis.developmentSuggestions).toEqual([]);
  });

  it("answers SPEC's 'No analysis was found' when there is none", () => {
    expect(parseAnalysis(null)).toEqual({ ok: false, error: 'No analysis was found' });
    expect(parseAnalysis(undefined)).toEqual({ ok: false, error: ANALYSIS_TEXTS.notFound });
    expect(parseAnalysis('   ')).toEqual({ ok: false, error: ANALYSIS_TEXTS.notFound });
  });

  it("answers SPEC's parse error for text that is not JSON or JSON of the wrong shape", () => {
    const error = 'There was an error parsing the Analysis, please review the logs';
    expect(parseAnalysis('{"evaluationSummary": "x", "score": ')).toEqual({ ok: false, error });
    expect(parseAnalysis('no es JSON')).toEqual({ ok: false, error });
    expect(parseAnalysis({ score: 5 })).toEqual({ ok: false, error });
    expect(parseAnalysis({ ...analysis, score: 'alto' })).toEqual({ ok: false, error });
    expect(parseAnalysis([analysis])).toEqual({ ok: false, error });
  });
});

describe('evaluation badge colours (SPEC §9)', () => {
  it('colours by the words of the evaluation', () => {
    expect(['Alto', 'Excelente', 'Muy bueno', 'Fuerte', 'Nivel alta'].map(evaluationBadgeColor)).toEqual([
      'green',
      'green',
      'green',
      'green',
      'green',
    ]);
    expect(['Bajo', 'Débil', 'Pobre', 'Limitado', 'debil'].map(evaluationBadgeColor)).toEqual([
      'red',
      'red',
      'red',
      'red',
      'red',
    ]);
    expect(['Medio', 'Moderado', 'Adecuado', 'Adecuada'].map(evaluationBadgeColor)).toEqual([
      'yellow',
      'yellow',
      'yellow',
      'yellow',
    ]);
    expect(['Sobresaliente', 'Bueno', ''].map(evaluationBadgeColor)).toEqual(['blue', 'blue', 'blue']);
  });

  it('matches whole words only, green before red before yellow', () => {
    expect(evaluationBadgeColor('Trabajo en equipo')).toBe('blue');
    expect(evaluationBadgeColor('Multimedia')).toBe('blue');
    expect(evaluationBadgeColor('Fuerte, aunque con un punto débil')).toBe('green');
    expect(evaluationBadgeColor('Medio-bajo')).toBe('red');
  });
});
