/**
 * Issue 30: a vacancy's screening questions, asked on the application form before the CV step. Each may be a
 * knock-out with its accepted answers; a knock-out rejects on its own only when the company turned on
 * "descartar automáticamente" for it (DECISIONS: always with an email and an audit entry), else it only marks the
 * application for the team. Zod-free (the public application form imports it); the schemas are in screeningSchemas.ts.
 */

export const SCREENING_KINDS = ['yesno', 'number', 'choice', 'text'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

export const SCREENING_LIMITS = { questions: 10, options: 10, prompt: 300, option: 120, answer: 300, reason: 1000 };

export const YES = 'yes';
export const NO = 'no';

export const SCREENING_TEXTS = {
  legend: 'Preguntas de filtro',
  hint: 'Se preguntan en la postulación, antes del CV. Una pregunta eliminatoria marca o descarta a quien no la cumple.',
  add: 'Añadir pregunta de filtro',
  remove: 'Quitar',
  prompt: 'Pregunta',
  kind: 'Tipo de respuesta',
  kinds: { yesno: 'Sí / No', number: 'Número', choice: 'Opción única', text: 'Texto corto' } satisfies Record<
    ScreeningKind,
    string
  >,
  options: 'Opciones (una por línea)',
  knockout: 'Eliminatoria',
  accepted: 'Respuestas aceptadas',
  acceptedText: 'Respuestas aceptadas (una por línea; sin distinguir mayúsculas)',
  min: 'Mínimo aceptado',
  max: 'Máximo aceptado',
  autoReject: 'Descartar automáticamente',
  reason: 'Motivo que recibe el candidato',
  yes: 'Sí',
  no: 'No',
  formTitle: 'Preguntas de la empresa',
  answerRequired: 'Responde esta pregunta.',
  resultTitle: 'Preguntas de filtro',
  knockedOut: 'No cumple una pregunta eliminatoria',
  autoRejected: 'Descartado automáticamente por una pregunta eliminatoria',
  failedAnswer: 'No cumple',
  defaultReason: 'Tu perfil no cumple uno de los requisitos indispensables de la vacante.',
  historyNote: (prompt: string) => `Descartado automáticamente por la pregunta eliminatoria «${prompt}».`,
  auditDetail: (prompt: string, answer: string) => `Pregunta eliminatoria «${prompt}»; respuesta: «${answer}».`,
} as const;

export const SCREENING_ERRORS = {
  options: 'Una pregunta de opción única necesita al menos dos opciones.',
  accepted: 'Indica al menos una respuesta aceptada para la pregunta eliminatoria.',
  acceptedOption: 'Las respuestas aceptadas deben ser opciones de la pregunta.',
  range: 'Indica un mínimo o un máximo aceptado para la pregunta eliminatoria.',
  duplicateId: 'Hay dos preguntas de filtro con el mismo identificador.',
  missing: (prompt: string) => `Responde la pregunta «${prompt}».`,
  number: (prompt: string) => `La respuesta a «${prompt}» debe ser un número.`,
  choice: (prompt: string) => `Elige una de las opciones de «${prompt}».`,
  yesno: (prompt: string) => `Responde sí o no a «${prompt}».`,
  tooLong: (prompt: string) => `La respuesta a «${prompt}» admite como máximo ${SCREENING_LIMITS.answer} caracteres.`,
} as const;

export interface Knockout {
  /** yes/no: 'yes' or 'no'; choice: options; text: answers accepted (case and accents ignored). */
  accepted: string[];
  /** number: the accepted range (either bound may be open). */
  min: number | null;
  max: number | null;
  autoReject: boolean;
  /** What the candidate reads in the rejection email ('' = a default text). */
  reason: string;
}

export interface ScreeningQuestion {
  id: string;
  prompt: string;
  kind: ScreeningKind;
  options: string[];
  knockout: Knockout | null;
}

/** What the candidate sends: one answer per question id (yes/no as 'yes'/'no', a number as its text). */
export type ScreeningAnswers = Record<string, string>;

/** One answered question, as stored on the application and shown to the team. */
export interface ScreeningAnswer {
  questionId: string;
  prompt: string;
  kind: ScreeningKind;
  /** As the candidate answered it (yes/no as 'yes'/'no'). */
  answer: string;
  /** The question is a knock-out and this answer is not accepted. */
  knockedOut: boolean;
}

export interface ScreeningResult {
  answers: ScreeningAnswer[];
  /** Some knock-out was not met. */
  knockedOut: boolean;
  /** The first failed knock-out whose company turned on automatic rejection, with its reason. */
  autoReject: { questionId: string; prompt: string; answer: string; reason: string } | null;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** A number as a candidate may type it: "3", "3,5", "1.500" (thousands) and "1500.5". */
export function parseAnswerNumber(value: string): number | null {
  let text = value.trim().replace(/\s/g, '');
  if (!/^-?[0-9.,]+$/.test(text)) return null;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(',', '.');
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Whether the answer meets the knock-out (true when the question is no knock-out). */
export function meetsKnockout(question: ScreeningQuestion, answer: string): boolean {
  const knockout = question.knockout;
  if (!knockout) return true;
  if (question.kind === 'number') {
    const number = parseAnswerNumber(answer);
    if (number === null) return false;
    return (knockout.min === null || number >= knockout.min) && (knockout.max === null || number <= knockout.max);
  }
  const given = fold(answer);
  return knockout.accepted.some((accepted) => fold(accepted) === given);
}

/** The error of one answer (Spanish), or null when it is well formed. */
export function answerError(question: ScreeningQuestion, raw: string | undefined): string | null {
  const answer = (raw ?? '').trim();
  if (!answer) return SCREENING_ERRORS.missing(question.prompt);
  if (answer.length > SCREENING_LIMITS.answer) return SCREENING_ERRORS.tooLong(question.prompt);
  if (question.kind === 'number' && parseAnswerNumber(answer) === null) return SCREENING_ERRORS.number(question.prompt);
  if (question.kind === 'yesno' && answer !== YES && answer !== NO) return SCREENING_ERRORS.yesno(question.prompt);
  if (question.kind === 'choice' && !question.options.includes(answer)) return SCREENING_ERRORS.choice(question.prompt);
  return null;
}

/**
 * Checks the candidate's answers against the vacancy's questions. Answers every field's error (keyed
 * `screening.<id>`) when some answer is missing or malformed; else the result stored on the application.
 */
export function evaluateScreening(
  questions: readonly ScreeningQuestion[],
  given: ScreeningAnswers,
): { errors: Record<string, string> } | { result: ScreeningResult } {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const error = answerError(question, given[question.id]);
    if (error) errors[`screening.${question.id}`] = error;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const answers = questions.map((question) => {
    const answer = (given[question.id] ?? '').trim();
    return {
      questionId: question.id,
      prompt: question.prompt,
      kind: question.kind,
      answer,
      knockedOut: !meetsKnockout(question, answer),
    };
  });
  const rejecting = questions.find((question, index) => answers[index]!.knockedOut && question.knockout?.autoReject);
  const rejectingAnswer = rejecting ? answers.find((answer) => answer.questionId === rejecting.id)! : null;
  return {
    result: {
      answers,
      knockedOut: answers.some((answer) => answer.knockedOut),
      autoReject:
        rejecting && rejectingAnswer
          ? {
              questionId: rejecting.id,
              prompt: rejecting.prompt,
              answer: rejectingAnswer.answer,
              reason: rejecting.knockout?.reason || SCREENING_TEXTS.defaultReason,
            }
          : null,
    },
  };
}

/** An answer as the team and the candidate read it ('yes' → 'Sí'). */
export function answerLabel(answer: Pick<ScreeningAnswer, 'kind' | 'answer'>): string {
  if (answer.kind !== 'yesno') return answer.answer;
  return answer.answer === YES ? SCREENING_TEXTS.yes : answer.answer === NO ? SCREENING_TEXTS.no : answer.answer;
}

/** The questions as the application form shows them: no knock-out rules (candidates never see what passes). */
export interface PublicScreeningQuestion {
  id: string;
  prompt: string;
  kind: ScreeningKind;
  options: string[];
}
export const publicScreeningOf = (questions: readonly ScreeningQuestion[]): PublicScreeningQuestion[] =>
  questions.map(({ id, prompt, kind, options }) => ({ id, prompt, kind, options }));
