import { describe, expect, it } from 'vitest';
import { evaluateScreening, parseAnswerNumber, SCREENING_ERRORS, SCREENING_TEXTS } from './screening';
import { screeningField } from './screeningSchemas';

const questions = screeningField.parse([
  {
    prompt: '¿Tienes permiso de trabajo en España?',
    kind: 'yesno',
    knockout: { accepted: ['yes'], autoReject: true, reason: 'El puesto exige permiso de trabajo.' },
  },
  { prompt: '¿Años de experiencia en cocina?', kind: 'number', knockout: { min: 2 } },
  { prompt: '¿Turno preferido?', kind: 'choice', options: ['Mañana', 'Tarde'], knockout: { accepted: ['Mañana'] } },
  { prompt: '¿Desde qué barrio vendrías?', kind: 'text' },
]);

const answers = (overrides: Record<string, string> = {}) => ({
  q1: 'yes',
  q2: '3',
  q3: 'Mañana',
  q4: 'Chamberí',
  ...overrides,
});

describe('screening questions', () => {
  it('gives each question a stable id and refuses a knock-out without accepted answers', () => {
    expect(questions.map((question) => question.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    const bad = screeningField.safeParse([{ prompt: '¿Carnet?', kind: 'yesno', knockout: { accepted: [] } }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(SCREENING_ERRORS.accepted);
    const badOption = screeningField.safeParse([
      { prompt: '¿Turno?', kind: 'choice', options: ['A', 'B'], knockout: { accepted: ['C'] } },
    ]);
    expect(badOption.error?.issues[0]?.message).toBe(SCREENING_ERRORS.acceptedOption);
    expect(screeningField.safeParse([{ prompt: '¿Turno?', kind: 'choice', options: ['A'] }]).success).toBe(false);
  });

  it('passes accepted answers without marking', () => {
    const outcome = evaluateScreening(questions, answers());
    expect(outcome).toEqual({
      result: expect.objectContaining({ knockedOut: false, autoReject: null }),
    });
  });

  it('marks a failed knock-out without automatic rejection', () => {
    const outcome = evaluateScreening(questions, answers({ q2: '1,5' }));
    if (!('result' in outcome)) throw new Error('expected a result');
    expect(outcome.result.knockedOut).toBe(true);
    expect(outcome.result.autoReject).toBeNull();
    expect(outcome.result.answers.find((answer) => answer.questionId === 'q2')?.knockedOut).toBe(true);
    const choice = evaluateScreening(questions, answers({ q3: 'Tarde' }));
    expect('result' in choice && choice.result.knockedOut).toBe(true);
  });

  it('rejects on its own only with "descartar automáticamente", with the company reason', () => {
    const outcome = evaluateScreening(questions, answers({ q1: 'no' }));
    if (!('result' in outcome)) throw new Error('expected a result');
    expect(outcome.result.autoReject).toEqual({
      questionId: 'q1',
      prompt: '¿Tienes permiso de trabajo en España?',
      answer: 'no',
      reason: 'El puesto exige permiso de trabajo.',
    });
    const noReason = screeningField.parse([
      { prompt: '¿Carnet?', kind: 'yesno', knockout: { accepted: ['yes'], autoReject: true } },
    ]);
    const fallback = evaluateScreening(noReason, { q1: 'no' });
    expect('result' in fallback && fallback.result.autoReject?.reason).toBe(SCREENING_TEXTS.defaultReason);
  });

  it('accepts text answers ignoring case and accents', () => {
    const text = screeningField.parse([
      { prompt: '¿Idioma?', kind: 'text', knockout: { accepted: ['Inglés', 'francés'] } },
    ]);
    const outcome = evaluateScreening(text, { q1: '  INGLES ' });
    expect('result' in outcome && outcome.result.knockedOut).toBe(false);
  });

  it('answers a Spanish error per missing or malformed answer', () => {
    const outcome = evaluateScreening(questions, { q1: 'quizá', q2: 'muchos', q3: 'Noche' });
    expect(outcome).toEqual({
      errors: {
        'screening.q1': SCREENING_ERRORS.yesno('¿Tienes permiso de trabajo en España?'),
        'screening.q2': SCREENING_ERRORS.number('¿Años de experiencia en cocina?'),
        'screening.q3': SCREENING_ERRORS.choice('¿Turno preferido?'),
        'screening.q4': SCREENING_ERRORS.missing('¿Desde qué barrio vendrías?'),
      },
    });
  });

  it('reads numbers as candidates type them', () => {
    expect(parseAnswerNumber('3')).toBe(3);
    expect(parseAnswerNumber('2,5')).toBe(2.5);
    expect(parseAnswerNumber('1.500')).toBe(1500);
    expect(parseAnswerNumber('tres')).toBeNull();
  });
});
