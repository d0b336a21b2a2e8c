/** Schemas of the coaches' stored documents, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';
import { chatMessageSchema } from '../interview/responses';

/** `coach_sessions/{chatSessionId}`: one conversation with one coach. */
export const storedCoachSessionSchema = z.object({
  coachId: z.string(),
  chatHistory: z.array(chatMessageSchema).default([]),
  userMessageCount: z.number().default(0),
});
