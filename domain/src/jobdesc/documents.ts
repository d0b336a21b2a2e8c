/**
 * Schemas of the job-description assistant's stored documents, parsed at every read in the functions
 * (platform/stored.ts). Chats from before one chat per description lack the newer fields: defaults as before.
 */
import { z } from 'zod';
import { storedMillis } from '../common/stored';
import { chatMessageSchema } from '../interview/responses';
import { vacancyInputSchema } from '../recruiting/schemas';

/** `job_access_codes/{code}`: {companyId, active, openChatId (absent on codes from before), createdAt}. */
export const storedAccessCodeSchema = z.object({
  companyId: z.string(),
  active: z.boolean().default(false),
  /** Absent: a code from before, whose open chat has the code as its id. */
  openChatId: z.string().nullable().optional(),
});

/** `job_description_chats/{id}`: one description being written or written. */
export const storedJobDescChatSchema = z.object({
  companyId: z.string(),
  /** Milliseconds (a Timestamp since chats were many per code, seconds before). */
  createdAt: storedMillis.optional().transform((value) => value ?? 0),
  chatHistory: z.array(chatMessageSchema).default([]),
  isChatActive: z.boolean().default(true),
  userMessageCount: z.number().default(0),
  vacancyDraft: vacancyInputSchema.nullable().default(null),
  vacancyId: z.string().nullable().default(null),
  vacancyState: z.enum(['none', 'creating', 'created']).default('none'),
});
