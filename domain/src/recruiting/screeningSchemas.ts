/** Issue 30: the schemas of screening questions and their answers (the model is in screening.ts). */
import { z } from 'zod';
import { requiredText } from '../common/api';
import { NO, SCREENING_ERRORS, SCREENING_KINDS, SCREENING_LIMITS, YES, type ScreeningQuestion } from './screening';

const shortText = (label: string, max: number) => requiredText(label, max);

export const knockoutSchema = z.object({
  /** yes/no: 'yes' or 'no'; choice: options; text: answers accepted (case and accents ignored). */
  accepted: z.array(shortText('respuesta aceptada', SCREENING_LIMITS.option)).max(SCREENING_LIMITS.options).default([]),
  /** number: the accepted range (either bound may be open). */
  min: z.number().finite().nullable().default(null),
  max: z.number().finite().nullable().default(null),
  autoReject: z.boolean().default(false),
  /** What the candidate reads in the rejection email ('' = a default text). */
  reason: z.string().trim().max(SCREENING_LIMITS.reason).default(''),
});

export const screeningQuestionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
    prompt: shortText('pregunta de filtro', SCREENING_LIMITS.prompt),
    kind: z.enum(SCREENING_KINDS, { error: 'El tipo de pregunta de filtro no es válido.' }),
    options: z.array(shortText('opción', SCREENING_LIMITS.option)).max(SCREENING_LIMITS.options).default([]),
    knockout: knockoutSchema.nullable().default(null),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'choice' && question.options.length < 2)
      ctx.addIssue({ code: 'custom', message: SCREENING_ERRORS.options, path: ['options'] });
    const knockout = question.knockout;
    if (!knockout) return;
    if (question.kind === 'number') {
      if (knockout.min === null && knockout.max === null)
        ctx.addIssue({ code: 'custom', message: SCREENING_ERRORS.range, path: ['knockout', 'min'] });
      return;
    }
    if (knockout.accepted.length === 0)
      ctx.addIssue({ code: 'custom', message: SCREENING_ERRORS.accepted, path: ['knockout', 'accepted'] });
    const allowed = question.kind === 'yesno' ? [YES, NO] : question.kind === 'choice' ? question.options : null;
    if (allowed && knockout.accepted.some((value) => !allowed.includes(value)))
      ctx.addIssue({ code: 'custom', message: SCREENING_ERRORS.acceptedOption, path: ['knockout', 'accepted'] });
  });
export type ScreeningQuestionInput = z.input<typeof screeningQuestionSchema>;

/** The vacancy's questions; each gets a stable id (`q1`, `q2`, … when the form sent none). */
export const screeningField = z
  .array(screeningQuestionSchema)
  .max(SCREENING_LIMITS.questions, { error: `Como máximo ${SCREENING_LIMITS.questions} preguntas de filtro.` })
  .optional()
  .transform((questions): ScreeningQuestion[] => {
    const used = new Set<string>();
    return (questions ?? []).map((question) => {
      let id = question.id ?? '';
      for (let n = 1; !id || used.has(id); n++) id = `q${n}`;
      used.add(id);
      return { ...question, id };
    });
  });

/** What the candidate sends: one answer per question id (yes/no as 'yes'/'no', a number as its text). */
export const screeningAnswersField = z
  .record(z.string().max(40), z.string().max(SCREENING_LIMITS.answer * 2))
  .optional()
  .transform((value) => value ?? {});

/** A question as the API answers it to the company (a check only: no defaults, no transforms). */
export const screeningQuestionViewSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(SCREENING_KINDS),
  options: z.array(z.string()),
  knockout: z
    .object({
      accepted: z.array(z.string()),
      min: z.number().nullable(),
      max: z.number().nullable(),
      autoReject: z.boolean(),
      reason: z.string(),
    })
    .nullable(),
});

/** The result on an application (a check only). */
export const screeningResultSchema = z.object({
  answers: z.array(
    z.object({
      questionId: z.string(),
      prompt: z.string(),
      kind: z.enum(SCREENING_KINDS),
      answer: z.string(),
      knockedOut: z.boolean(),
    }),
  ),
  knockedOut: z.boolean(),
  autoRejected: z.boolean(),
});

/** Stored on the application: the answers, and whether a knock-out was not met (and rejected on its own). */
export const storedScreeningSchema = screeningResultSchema.nullable().optional();
export type StoredScreening = z.output<typeof storedScreeningSchema>;
