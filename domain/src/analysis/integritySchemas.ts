/** The schemas of the integrity signals and of the client's answer report (see `integrity.ts`). */
import { z } from 'zod';
import { INTEGRITY_SIGNAL_KINDS } from './integrity';

export const integritySignalSchema = z.object({
  kind: z.enum(INTEGRITY_SIGNAL_KINDS),
  answers: z.array(z.number().int().positive()),
  source: z.enum(['question', 'jobDescription', 'cv', 'document']).optional(),
  shares: z.array(z.number().int().min(0).max(100)).optional(),
});

const chars = z.number().int().min(0).max(1_000_000).optional();

/** What the web app reports with a typed or dictated message (POST /api/chat `input`). */
export const answerInputSchema = z.object({
  source: z.enum(['keyboard', 'voice']),
  pasted: z.boolean().optional(),
  pastedChars: chars,
  answerChars: chars,
  typingMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .optional(),
});
