/**
 * Pieces of the schemas of stored documents (`<feature>/documents.ts`), which the functions parse every
 * Firestore read with (functions/src/platform/stored.ts). Stored shapes differ from API shapes where Firestore
 * has its own types (Timestamps) and where older documents legitimately lack a field: those fields are optional
 * or defaulted here, so a document written by an older version still reads, while a field of the wrong type fails.
 */
import { z } from 'zod';

/** A Firestore Timestamp as the Admin SDK reads it (or anything with its seconds and nanoseconds). */
const timestampLike = z.object({ seconds: z.number(), nanoseconds: z.number() });

/** Milliseconds of a stored date: a Timestamp, a Date, epoch seconds or milliseconds, or an ISO text. */
export const storedMillis = z
  .union([
    z.number().refine(Number.isFinite),
    z.date(),
    z.iso.datetime({ offset: true, local: true }).or(z.iso.date()),
    timestampLike,
  ])
  .transform((value): number => {
    if (typeof value === 'number') return value > 1e11 ? Math.floor(value) : Math.floor(value * 1000);
    if (value instanceof Date) return value.getTime();
    if (typeof value === 'string') return Date.parse(value);
    return value.seconds * 1000 + Math.floor(value.nanoseconds / 1e6);
  });

/** Epoch seconds of a stored date (dates leave the API as seconds: SPEC §3). */
export const storedSeconds = storedMillis.transform((ms) => Math.floor(ms / 1000));
