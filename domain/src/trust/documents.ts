/** Schemas of the trust feature's stored documents, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';

/** `withdrawals/{applicationId}`: the line a company keeps where a candidate was (no personal data). */
export const storedWithdrawalSchema = z.object({
  companyId: z.string(),
  vacancyId: z.string(),
  date: z.number().default(0),
  by: z.enum(['company', 'candidate']).default('candidate'),
});

/** `candidate_links/{sha256(token)}`: the application the candidate's emailed link opens. */
export const storedCandidateLinkSchema = z.object({
  applicationId: z.string(),
  companyId: z.string(),
  createdAt: z.number().optional(),
});
