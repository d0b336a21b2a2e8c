/**
 * Voluntary self-identification (issue 33): asked after the application is sent (or after the decision, as the
 * company chooses), every answer optional with "prefiero no decirlo". Stored apart from the application
 * (`self_identification/{applicationId}`), read only by the functions and only in aggregate by the owner (DECISIONS
 * "Fairness data"): never shown to evaluators, sent to a model, a webhook or an export row.
 */
import { z } from 'zod';

/** The answer that keeps a question unanswered; counted as "desconocido" by the monitor. */
export const PREFER_NOT_TO_SAY = 'prefiero_no_decirlo';

export const SEX_OPTIONS = ['mujer', 'hombre', 'otro', PREFER_NOT_TO_SAY] as const;
/** The bands keep "40 o más" whole (age discrimination laws protect from 40). */
export const AGE_BAND_OPTIONS = ['menos_de_25', '25_a_39', '40_o_mas', PREFER_NOT_TO_SAY] as const;
export const DISABILITY_OPTIONS = ['si', 'no', PREFER_NOT_TO_SAY] as const;
/** Country of origin, in regions wide enough to be counted (a single country is almost always a tiny group). */
export const ORIGIN_OPTIONS = [
  'pais_de_la_vacante',
  'otro_pais_de_latinoamerica',
  'otro_pais_de_europa',
  'otro_pais',
  PREFER_NOT_TO_SAY,
] as const;

/** The questions, in the order the form asks them; each is also a dimension of the monitor. */
export const SELF_ID_DIMENSIONS = ['sex', 'ageBand', 'disability', 'origin'] as const;
export type SelfIdDimension = (typeof SELF_ID_DIMENSIONS)[number];

export const SELF_ID_OPTIONS = {
  sex: SEX_OPTIONS,
  ageBand: AGE_BAND_OPTIONS,
  disability: DISABILITY_OPTIONS,
  origin: ORIGIN_OPTIONS,
} as const satisfies Record<SelfIdDimension, readonly string[]>;

export const selfIdentificationAnswersSchema = z.object({
  sex: z.enum(SEX_OPTIONS).default(PREFER_NOT_TO_SAY),
  ageBand: z.enum(AGE_BAND_OPTIONS).default(PREFER_NOT_TO_SAY),
  disability: z.enum(DISABILITY_OPTIONS).default(PREFER_NOT_TO_SAY),
  origin: z.enum(ORIGIN_OPTIONS).default(PREFER_NOT_TO_SAY),
});
export type SelfIdentificationAnswers = z.output<typeof selfIdentificationAnswersSchema>;

/** When the company asks: right after the application is sent, or once a decision (selected or discarded) is made. */
export const SELF_ID_TIMINGS = ['application', 'decision'] as const;
export type SelfIdTiming = (typeof SELF_ID_TIMINGS)[number];
export const DEFAULT_SELF_ID_TIMING: SelfIdTiming = 'application';

/** The statuses that are a decision (the "after the decision" timing opens the form from them). */
export const DECISION_STATUSES = ['Seleccionado', 'Descartado'] as const;

/** The group an answer falls in for the monitor: "prefiero no decirlo" and no answer both count as unknown. */
export const UNKNOWN_GROUP = 'desconocido';
export function groupOf(answers: SelfIdentificationAnswers | null, dimension: SelfIdDimension): string {
  const value = answers?.[dimension];
  return !value || value === PREFER_NOT_TO_SAY ? UNKNOWN_GROUP : value;
}
