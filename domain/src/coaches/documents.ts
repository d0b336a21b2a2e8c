/** Schemas of the coaches' stored documents, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';
import { chatMessageSchema } from '../interview/responses';

/** `coach_sessions/{chatSessionId}`: one conversation with one coach. */
export const storedCoachSessionSchema = z.object({
  coachId: z.string(),
  chatHistory: z.array(chatMessageSchema).default([]),
  userMessageCount: z.number().default(0),
});

const text = z.string().default('');

/** `coaches/{id}` (SPEC §3 Coach, the seed's emulator-data/firestore/coaches.json); `listed: false` hides one. */
export const storedCoachSchema = z.object({
  order: z.number().default(0),
  listed: z.boolean().default(true),
  image: text,
  name: text,
  title: text,
  bio: text,
  labels: z.array(z.string()).default([]),
  price: z.number().default(0),
  available: z.boolean().default(false),
  coachaddress: text,
  disclaimer: text,
  description: text,
});
