/**
 * Ids in paths and bodies, shared by recruiting and the features beside it (team, scorecards, reviews,
 * scheduling): a bounded set of safe characters, so an id can travel in a URL and a document path.
 */
import { z } from 'zod';
import { requiredText } from './api';
import { RECORD_ERRORS } from './errors';

/** The longest id accepted. */
export const ID_MAX_LENGTH = 128;

/** What an id may be: 1 to ID_MAX_LENGTH safe characters. */
const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${ID_MAX_LENGTH}}$`);

/** Ids travel in URLs and document paths: a bounded set of safe characters. */
export const idField = (label: string) =>
  // Its length is requiredText's check (with its own text); the pattern checks only the characters.
  requiredText(label, ID_MAX_LENGTH).regex(/^[A-Za-z0-9_-]+$/, {
    error: `El campo «${label}» no es un identificador válido.`,
  });

/** A vacancy id in a path; an ill-formed one names no vacancy (404 with the not-found text). */
export const vacancyIdParams = z.object({
  id: z.string().regex(ID_PATTERN, { error: RECORD_ERRORS.vacancyNotFound }),
});

/** Ill-formed application ids name nothing: 404. */
export const applicationIdParams = z.object({
  applicationId: z.string().regex(ID_PATTERN, { error: RECORD_ERRORS.applicationNotFound }),
});
