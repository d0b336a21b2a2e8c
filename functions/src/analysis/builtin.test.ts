import { describe, expect, it } from 'vitest';
import { analysisResultSchema, evaluationBadgeColor } from '@clara/domain';
import { greetingFor } from '../conversation/questionPlan';
import { FRONTEND_COMPANY, MEDIUM_ANSWERS, PREDEFINED_FRONTEND, STRONG_ANSWERS, WEAK_ANSWERS } from '../interview/testing/fixtures';
import { play } from '../interview/testing/play';
import { NothingToAnalyzeError, builtinAnalysis, levelWord } from './builtin';
import { measureAnswer, weaknessOf } from '../conversation/language';

describe('the built-in analyser', () => {
  const strong = builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, STRONG_ANSWERS));
  const medium = builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, [...MEDIUM_ANSWERS, ...MEDIUM_ANSWERS]));
  const weak = builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, WEAK_ANSWERS));

  it('gives a strong interview a high score and a weak one a low score, a middling one in between', () => {
    expect(strong.score).toBeGreaterThanOrEqual(75);
    expect(weak.score).toBeLessThanOrEqual(25);
    expect(medium.score).toBeGreaterThan(weak.score + 15);
    expect(medium.score).toBeLessThan(strong.score - 10);
  });

  it('produces a valid Analysis result with 0–100 score', () => {
    for (const analysis of [strong, medium, weak]) {
      expect(analysisResultSchema.parse(analysis)).toEqual(analysis);
      expect(Object.keys(analysis.personalityAssessment).length).toBeGreaterThanOrEqual(5);
      expect(analysis.developmentSuggestions.length).toBeGreaterThanOrEqual(2);
      expect(analysis.interviewPerformanceSuggestions.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("uses SPEC's badge vocabulary: green for the strong, red for the weak", () => {
    const colours = (analysis: typeof strong) => Object.values(analysis.personalityAssessment).map((entry) => evaluationBadgeColor(entry.evaluation));
    expect(colours(strong).filter((colour) => colour === 'green').length).toBeGreaterThanOrEqual(4);
    expect(colours(weak).every((colour) => colour === 'red')).toBe(true);
    expect(colours(medium)).toContain('yellow');
    for (const analysis of [strong, medium, weak])
      for (const entry of Object.values(analysis.personalityAssessment)) expect(evaluationBadgeColor(entry.evaluation)).not.toBe('blue');
  });

  it('writes justifications from the actual answers', () => {
    expect(strong.evaluationSummary).toContain(`${strong.score}/100`);
    expect(strong.personalityAssessment['Especificidad y ejemplos'].justification).toMatch(/«.*\d.*»/);
    expect(strong.personalityAssessment['Ajuste al puesto'].justification).toMatch(/typescript/i);
    expect(weak.personalityAssessment['Seguridad y fluidez'].justification).toMatch(/muletillas/);
    expect(weak.personalityAssessment['Ajuste al puesto'].justification).toMatch(/no mencionan/);
    expect(weak.interviewPerformanceSuggestions.join(' ')).toContain('STAR');
    expect(strong.evaluationSummary).not.toBe(medium.evaluationSummary);
  });

  it('is deterministic', () => {
    expect(builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, STRONG_ANSWERS))).toEqual(strong);
  });

  it('lowers the score of an interview that ended early', () => {
    const early = builtinAnalysis(PREDEFINED_FRONTEND, play(PREDEFINED_FRONTEND, STRONG_ANSWERS.slice(0, 2)));
    const full = builtinAnalysis(PREDEFINED_FRONTEND, play(PREDEFINED_FRONTEND, STRONG_ANSWERS));
    expect(early.score).toBeLessThan(full.score);
    expect(early.evaluationSummary).toContain('terminó antes');
  });

  it('analyses a general practice by relevance to the questions', () => {
    const analysis = builtinAnalysis({ kind: 'practice' }, play({ kind: 'practice' }, STRONG_ANSWERS));
    expect(analysis.personalityAssessment).toHaveProperty('Relevancia de las respuestas');
    expect(analysis.personalityAssessment).not.toHaveProperty('Ajuste al puesto');
  });

  it('refuses an interview with no answers', () => {
    expect(() => builtinAnalysis({ kind: 'practice' }, [{ role: 'assistant', text: greetingFor({ kind: 'practice' }) }])).toThrow(NothingToAnalyzeError);
  });

  it('maps values to the badge words', () => {
    expect([0.9, 0.75, 0.55, 0.35, 0.1].map(levelWord)).toEqual(['Excelente', 'Alto', 'Medio', 'Bajo', 'Débil']);
  });
});

describe('answer metrics', () => {
  it('counts figures, examples, actions, results, connectors, fillers and hedges', () => {
    const metrics = measureAnswer('Por ejemplo, primero reduje el tiempo un 30% y después implementé pruebas; como resultado logramos la meta. O sea, creo que bien.');
    expect(metrics.figures).toBeGreaterThanOrEqual(1);
    expect(metrics.examples).toBeGreaterThanOrEqual(1);
    expect(metrics.actions).toBeGreaterThanOrEqual(2);
    expect(metrics.results).toBeGreaterThanOrEqual(2);
    expect(metrics.connectors).toBeGreaterThanOrEqual(2);
    expect(metrics.fillers).toBeGreaterThanOrEqual(1);
    expect(metrics.hedges).toBeGreaterThanOrEqual(1);
  });

  it('calls short and vague answers weak', () => {
    expect(weaknessOf(measureAnswer('Bien, gracias.'))).toBe('short');
    expect(weaknessOf(measureAnswer('Siempre intento trabajar de la mejor manera posible con todo el equipo y aportar ideas para que las cosas salgan adelante.'))).toBe('vague');
    expect(weaknessOf(measureAnswer(STRONG_ANSWERS[1]))).toBeNull();
  });
});
