/** The job-description API's request schemas; tables, texts and codes are in the zod-free ./model (re-exported). */
import { z } from 'zod';
import { requiredText } from '../common/api';
import { JOBDESC_LIMITS, JOBDESC_TEXTS } from './model';

export * from './model';

/**
 * The access-code field of a body: required and bounded (else 400). Whether it is a real code is the
 * server's answer (403 'Código inválido, por favor verifica'), so a malformed code reads as a wrong one.
 */
export const accessCodeField = requiredText('código de acceso', JOBDESC_LIMITS.codeChars);

/** POST /api/verify-job-code */
export const verifyJobCodeSchema = z.object({ accessCode: accessCodeField });

/** POST /api/create-job-description: SPEC §7 message object (text, type, timestamp). */
export const jobDescMessageSchema = z.object({
  message: z.object(
    {
      text: z
        .string({ error: 'El campo «mensaje» es obligatorio.' })
        .trim()
        .min(1, { error: 'El campo «mensaje» es obligatorio.' })
        .max(JOBDESC_LIMITS.messageChars, {
          error: `El campo «mensaje» admite como máximo ${JOBDESC_LIMITS.messageChars} caracteres.`,
        }),
      type: z.literal('user', { error: JOBDESC_TEXTS.messageTypeInvalid }).optional().default('user'),
      timestamp: z.number({ error: 'La marca de tiempo debe ser un número.' }).int().nonnegative().optional(),
    },
    { error: 'El campo «mensaje» es obligatorio.' },
  ),
});
export type JobDescMessageInput = z.output<typeof jobDescMessageSchema>;

/** POST /api/job-description-to-vacancy: which finished description (the code's open one when left out). */
export const jobDescToVacancySchema = z.object({
  chatId: z
    .string({ error: 'El identificador de la descripción debe ser un texto.' })
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: JOBDESC_TEXTS.descriptionNotFound })
    .optional(),
});
export type JobDescToVacancyInput = z.output<typeof jobDescToVacancySchema>;
