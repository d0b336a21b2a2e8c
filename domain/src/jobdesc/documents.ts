/**
 * Schema of the job-description assistant's access codes, parsed at every read in the functions
 * (platform/stored.ts). Its chats' schema is in recruiting/documents.ts: their draft is a vacancy's input.
 */
import { z } from 'zod';

/** `job_access_codes/{code}`: {companyId, active, openChatId (absent on codes from before), createdAt}. */
export const storedAccessCodeSchema = z.object({
  companyId: z.string(),
  active: z.boolean().default(false),
  /** Absent: a code from before, whose open chat has the code as its id. */
  openChatId: z.string().nullable().optional(),
});
