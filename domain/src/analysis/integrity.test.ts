import { describe, expect, it } from 'vitest';
import { INTEGRITY_SIGNAL_KINDS, INTEGRITY_TEXTS, type IntegritySignal, type IntegritySignalKind } from './integrity';

/** The verb each kind's explanation conjugates: singular for one answer, plural for several. */
const VERBS: Record<IntegritySignalKind, [string, string]> = {
  repeated: ['dice', 'dicen'],
  copied: ['copia', 'copian'],
  listLike: ['muestra', 'muestran'],
  addressedToEvaluator: ['contiene', 'contienen'],
  pasted: ['pegó', 'pegaron'],
  tooFast: ['llegó', 'llegaron'],
};
/** The verb of the candidate's advice, where it agrees with the answers. */
const ADVICE_VERBS: Partial<Record<IntegritySignalKind, [string, string]>> = { tooFast: ['llegó', 'llegaron'] };

const SOURCES = [undefined, 'question', 'jobDescription', 'cv', 'document'] as const;
const ANSWERS = [[2], [2, 3], [1, 4, 6]];

function signalsOf(kind: IntegritySignalKind): IntegritySignal[] {
  return ANSWERS.flatMap((answers) =>
    (kind === 'copied' ? SOURCES : [undefined]).map((source) => ({ kind, answers, ...(source && { source }) })),
  );
}

const word = (text: string, verb: string) => new RegExp(`(^|[^\\p{L}])${verb}([^\\p{L}]|$)`, 'u').test(text);

describe('the integrity signals in Spanish, for every kind and count', () => {
  it.each(INTEGRITY_SIGNAL_KINDS)(
    '%s: the explanation and the advice agree with one answer and with several',
    (kind) => {
      for (const signal of signalsOf(kind)) {
        const one = signal.answers.length === 1;
        const { label, explanation } = INTEGRITY_TEXTS.recruiter(signal);
        const advice = INTEGRITY_TEXTS.advice(signal);
        const [singular, plural] = VERBS[kind];
        expect(label).not.toBe('');
        expect(explanation, explanation).toMatch(one ? /^La respuesta 2 / : /^Las respuestas (2 y 3|1, 4 y 6) /);
        expect(word(explanation, one ? singular : plural), explanation).toBe(true);
        expect(word(explanation, one ? plural : singular), explanation).toBe(false);
        const adviceVerbs = ADVICE_VERBS[kind];
        if (adviceVerbs) {
          expect(word(advice, one ? adviceVerbs[0] : adviceVerbs[1]), advice).toBe(true);
          expect(word(advice, one ? adviceVerbs[1] : adviceVerbs[0]), advice).toBe(false);
        }
        for (const text of [explanation, advice]) {
          expect(text, text).not.toMatch(/óaron|aaron|\b1 preguntas\b|practica a responder|undefined|\(\)/i);
          expect(text, text).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/u);
          expect(text, text).toMatch(/[.]$/);
        }
      }
    },
  );

  it('reads «se pegó»/«se pegaron», «llegó»/«llegaron» and «practica responder»', () => {
    expect(INTEGRITY_TEXTS.recruiter({ kind: 'pasted', answers: [2, 3] }).explanation).toMatch(
      /^Las respuestas 2 y 3 se pegaron en el chat/,
    );
    expect(INTEGRITY_TEXTS.recruiter({ kind: 'pasted', answers: [2] }).explanation).toMatch(
      /^La respuesta 2 se pegó en el chat/,
    );
    expect(INTEGRITY_TEXTS.recruiter({ kind: 'tooFast', answers: [1, 4] }).explanation).toMatch(
      /^Las respuestas 1 y 4 llegaron más rápido/,
    );
    expect(INTEGRITY_TEXTS.advice({ kind: 'tooFast', answers: [5] })).toBe(
      'La respuesta 5 llegó más rápido de lo que se puede escribir. Practica responder en el momento, escribiendo o hablando.',
    );
    expect(INTEGRITY_TEXTS.advice({ kind: 'pasted', answers: [2] })).toContain('practica responder escribiendo');
    expect(INTEGRITY_TEXTS.advice({ kind: 'repeated', answers: [4] })).not.toContain('1 preguntas');
  });
});
