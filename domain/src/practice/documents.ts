/** The practice's stored documents, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';
import { storedSeconds } from '../common/stored';
import { practiceReportSchema } from './routes';

const text = z.string().default('');

/**
 * `practice_shares/{shareId}` (issue 12): a practice report shared with one application. `report` is gone once
 * the candidate revokes the share (`withdrawn`).
 */
export const storedShareSchema = z.object({
  applicationId: text,
  companyId: text,
  vacancyId: text,
  vacancyTitle: text,
  companyName: text,
  status: z.enum(['shared', 'withdrawn']).default('shared'),
  sharedAt: storedSeconds.optional().transform((value) => value ?? 0),
  withdrawnAt: storedSeconds.nullable().default(null),
  report: practiceReportSchema.nullable().optional(),
});
