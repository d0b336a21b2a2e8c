import { describe, expect, it } from 'vitest';
import {
  NO_EVIDENCE_TEXT,
  RUBRIC_VERSION,
  analysisResultSchema,
  isValidQuote,
  numberedAnswers,
  scoreFromRatings,
} from '@clara/domain';
import { greetingFor } from '../conversation/questionPlan';
import { FRONTEND_COMPANY, PREDEFINED_FRONTEND, STRONG_ANSWERS } from '../interview/testing/fixtures';
import { play } from '../interview/testing/play';
import { NothingToAnalyzeError, builtinAnalysis } from './builtin';
import { ALL_ROLES as ROLES } from '../calibration/contexts';
import { rangeOf } from '../calibration/case';
import {
  CALIBRATION_SET,
  builtinResult,
  caseHolds,
  crossChecks,
  inBand,
  orderHolds,
  signalsAsExpected,
  transcriptOfCase,
} from '../calibration/run';

describe('the built-in analyser on the labelled calibration set', () => {
  const results = new Map(CALIBRATION_SET.map((item) => [item.id, builtinResult(item)]));
  const scores = new Map([...results].map(([id, analysis]) => [id, analysis.score]));

  it('has at least 12 transcripts across at least 3 roles with a job description, strong, average and weak, and the edge cases', () => {
    expect(CALIBRATION_SET.length).toBeGreaterThanOrEqual(12);
    // The substance held-out roles hold hollow and honest transcripts, not a strong-average-weak ladder.
    const rolesWithJob = new Set(
      CALIBRATION_SET.filter((item) => ROLES[item.role].kind !== 'practice' && item.heldOut !== 'substance').map(
        (item) => item.role,
      ),
    );
    expect(rolesWithJob.size).toBeGreaterThanOrEqual(3);
    for (const role of rolesWithJob)
      expect(
        new Set(CALIBRATION_SET.filter((item) => item.role === role && !item.edge).map((item) => item.band)),
      ).toEqual(new Set(['strong', 'average', 'weak']));
    expect(
      CALIBRATION_SET.filter((item) => item.edge?.startsWith('edge') || item.id.startsWith('edge-')).map(
        (item) => item.id,
      ),
    ).toEqual(['edge-off-topic', 'edge-rambling', 'edge-pasted-cv', 'edge-injection']);
    expect(CALIBRATION_SET.filter((item) => item.heldOut).length).toBeGreaterThanOrEqual(9);
  });

  // The held-out part is a benchmark (`npm run eval` reports it against its target, strong ≥ 75); here it
  // must keep its order and no strong transcript may fall to the average band.
  it.each(CALIBRATION_SET.filter((item) => !item.heldOut).map((item) => [item.id, item] as const))(
    '%s lands in its band and raises the integrity signals it should (none when honest)',
    (_id, item) => {
      const score = scores.get(item.id)!;
      expect(score, `${item.id}: ${score} not in ${rangeOf(item).join('–')}`).toSatisfy(() => inBand(item, score));
      const kinds = (results.get(item.id)!.integritySignals ?? []).map((signal) => signal.kind);
      expect(signalsAsExpected(item, kinds), `${item.id}: ${kinds.join(', ') || 'ninguna señal'}`).toBe(true);
    },
  );

  it('keeps the held-out transcripts apart from the average band, without signals', () => {
    for (const item of CALIBRATION_SET.filter((candidate) => candidate.heldOut && candidate.heldOut !== 'substance')) {
      const score = scores.get(item.id)!;
      if (item.band === 'strong') expect(score, item.id).toBeGreaterThan(70);
      else expect(score, item.id).toSatisfy(() => inBand(item, score));
      expect(results.get(item.id)!.integritySignals, item.id).toEqual([]);
    }
  });

  // The substance part (issue 31): hollow answers stay low or flagged, honest ones raise no signal. The honest
  // answers with small pastes from notes wait for the paste-share rule (i31-transcript): the web app's report still
  // says only «pasted», so today they are flagged.
  it.each(
    CALIBRATION_SET.filter((item) => item.heldOut === 'substance' && !item.typing).map(
      (item) => [item.id, item] as const,
    ),
  )('substance held-out %s: hollow answers low or flagged, honest ones without signals', (_id, item) => {
    const result = results.get(item.id)!;
    if (item.band === 'gamed') expect(caseHolds(item, result), `${item.id}: ${result.score}`).toBe(true);
    else expect(result.integritySignals, item.id).toEqual([]);
  });

  it('scores phone typing within 3 points of the original, keyword lists below every honest average, and instructions no higher', () => {
    const checks = crossChecks(scores);
    expect(checks.length).toBeGreaterThanOrEqual(7);
    for (const { label, holds } of checks) expect(holds, label).toBe(true);
  });

  it('orders strong > average > weak within each role', () => {
    for (const { role, holds } of orderHolds(scores)) expect(holds, role).toBe(true);
  });

  it('computes every score from the ratings with the rubric formula, and records the analyser and rubric version', () => {
    for (const analysis of results.values()) {
      const ratings = Object.fromEntries(
        Object.values(analysis.personalityAssessment).map((entry) => [entry.competency, entry.rating]),
      );
      expect(analysis.score).toBe(scoreFromRatings(ratings));
      expect(analysis.rubricVersion).toBe(RUBRIC_VERSION);
      expect(analysis.analyser).toEqual({ kind: 'builtin' });
      expect(analysisResultSchema.parse(analysis)).toEqual(analysis);
    }
  });

  it('supports every rating with verbatim quotes of the numbered answers, or rates it 1 without evidence', () => {
    for (const item of CALIBRATION_SET) {
      const answers = numberedAnswers(transcriptOfCase(item));
      for (const entry of Object.values(results.get(item.id)!.personalityAssessment)) {
        for (const evidence of entry.evidence!)
          expect(isValidQuote(evidence, answers), `${item.id}: ${evidence.quote}`).toBe(true);
        if (entry.evidence!.length === 0) expect(entry).toMatchObject({ rating: 1, evaluation: NO_EVIDENCE_TEXT });
      }
    }
  });

  it('rates «Ajuste al puesto» only with a job description', () => {
    expect(results.get('practice-strong')!.personalityAssessment).not.toHaveProperty('Ajuste al puesto');
    expect(results.get('sales-strong')!.personalityAssessment['Ajuste al puesto']?.rating).toBeGreaterThanOrEqual(4);
    expect(results.get('frontend-weak')!.personalityAssessment['Ajuste al puesto']?.rating).toBe(1);
  });

  it('recognises structure by content: the strong answers without «primero» or «después» still rate high', () => {
    expect(results.get('support-strong')!.personalityAssessment.Estructura?.rating).toBeGreaterThanOrEqual(4);
    expect(results.get('practice-strong')!.personalityAssessment.Estructura?.rating).toBeGreaterThanOrEqual(4);
  });

  it('gives per-answer feedback for every answer, and never counts a non-answer as answered', () => {
    const weak = results.get('practice-weak')!;
    const answers = numberedAnswers(transcriptOfCase(CALIBRATION_SET.find((item) => item.id === 'practice-weak')!));
    expect(weak.answerFeedback!.map((item) => item.answer)).toEqual(answers.map((answer) => answer.number));
    expect(weak.evaluationSummary).toContain('Se respondieron 0 de 6 preguntas');
    const strong = results.get('frontend-strong')!;
    expect(strong.answerFeedback).toHaveLength(6);
    expect(strong.answerFeedback?.[1]?.worked).toMatch(/cifras/);
  });

  it('counts outcomes told, not named: fluent generic answers that say «resultados» do not «cuentan cómo terminó» six times', () => {
    for (const id of ['itsupport-generic-fluent', 'warehouse-generic-fluent']) {
      const analysis = results.get(id)!;
      const results_ = analysis.personalityAssessment['Orientación a resultados']!;
      expect(results_.justification, id).not.toMatch(/\b[3-6] de 6 preguntas cuentan cómo terminó/);
      expect(results_.rating, id).toBeLessThanOrEqual(2);
      expect(analysis.personalityAssessment['Relevancia a la pregunta']!.justification, id).toMatch(
        /se quedan? en generalidades, sin una situación, una acción propia ni una cifra/,
      );
      expect(analysis.score, id).toBeLessThan(
        Math.min(scores.get('itsupport-average-honest')!, scores.get('warehouse-average-honest')!),
      );
    }
  });

  it('is not moved by text that tries to instruct it', () => {
    const injected = results.get('edge-injection')!;
    expect(injected.score).toBe(0);
    for (const entry of Object.values(injected.personalityAssessment))
      for (const evidence of entry.evidence!) expect(evidence.quote).not.toMatch(/100|instrucciones|ignora/i);
  });

  it('scores six answers of "." as nothing answered, every competency without evidence', () => {
    const analysis = builtinAnalysis({ kind: 'practice' }, play({ kind: 'practice' }, Array(12).fill('.')));
    expect(analysis.score).toBe(0);
    for (const entry of Object.values(analysis.personalityAssessment)) expect(entry.evaluation).toBe(NO_EVIDENCE_TEXT);
  });
});

describe('the built-in analyser', () => {
  it('is deterministic: the same answers give the same ratings and score', () => {
    const once = builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, STRONG_ANSWERS));
    expect(builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, STRONG_ANSWERS))).toEqual(once);
  });

  it('lowers the score of an interview that ended early', () => {
    const early = builtinAnalysis(PREDEFINED_FRONTEND, play(PREDEFINED_FRONTEND, STRONG_ANSWERS.slice(0, 2)));
    const full = builtinAnalysis(PREDEFINED_FRONTEND, play(PREDEFINED_FRONTEND, STRONG_ANSWERS));
    expect(early.score).toBeLessThan(full.score - 30);
    expect(early.evaluationSummary).toContain('terminó antes');
  });

  it('marks a fallback analysis as such', () => {
    expect(builtinAnalysis(FRONTEND_COMPANY, play(FRONTEND_COMPANY, STRONG_ANSWERS), true).analyser).toEqual({
      kind: 'builtin',
      fallback: true,
    });
  });

  it('refuses an interview with no answers', () => {
    expect(() =>
      builtinAnalysis({ kind: 'practice' }, [{ role: 'assistant', text: greetingFor({ kind: 'practice' }) }]),
    ).toThrow(NothingToAnalyzeError);
  });
});
