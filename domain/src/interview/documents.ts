/** Schemas of the interview's stored documents, parsed at every read in the functions (platform/stored.ts). */
import { z } from 'zod';
import type { MediaChunk, MediaRecord } from './media';
import { MEDIA_TYPES } from './session';

/** `media/{mediaId}`: inline media carries `mediaData`; chunked media its `totalChunks` chunks. */
export const storedMediaSchema: z.ZodType<MediaRecord> = z.object({
  mediaType: z.enum(MEDIA_TYPES),
  mimeType: z.string(),
  storeMethod: z.enum(['inline', 'chunked']),
  mediaData: z.string().optional(),
  totalChunks: z.number().int().min(0).default(1),
  duration: z.number().default(0),
  sizeMB: z.number().default(0),
  transcription: z.string().default(''),
  encoding: z.literal('base64').default('base64'),
  createdAt: z.number().optional(),
});

/** `media/{mediaId}/chunks/{chunkIndex}`. */
export const storedMediaChunkSchema: z.ZodType<MediaChunk> = z.object({
  chunkIndex: z.number().int().min(0),
  data: z.string(),
  mediaId: z.string(),
});
