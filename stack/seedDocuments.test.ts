/**
 * The seed (emulator-data/firestore) is what `npm start` loads: every document the functions read through a
 * converter (functions/src/platform/stored.ts) must fit its collection's schema, or the demo would answer 500.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storedAuditEntrySchema } from '@clara/domain/audit/documents';
import { storedCoachSchema } from '@clara/domain/coaches/documents';
import {
  storedInterviewPrivateSchema,
  storedMediaChunkSchema,
  storedMediaSchema,
  storedPredefinedInterviewSchema,
  storedSessionSchema,
} from '@clara/domain/interview/documents';
import { storedAccessCodeSchema } from '@clara/domain/jobdesc/documents';
import {
  storedApplicationSchema,
  storedCompanySchema,
  storedCompanySlugSchema,
  storedScorecardSchema,
  storedUserSchema,
  storedVacancyCountersSchema,
  storedVacancySchema,
} from '@clara/domain/recruiting/documents';
import { storedCandidateCommentSchema, storedReviewRequestSchema } from '@clara/domain/reviews/documents';
import { storedFairnessCountsSchema } from '@clara/domain/fairness/documents';
import { readSeedDocuments, revive } from './seed';
import { ROOT } from './stack';

const seed = Object.fromEntries(
  Object.entries(readSeedDocuments(join(ROOT, 'emulator-data'))).map(([path, data]) => [path, revive(data)]),
) as Record<string, Record<string, unknown>>;

/** The schemas a collection's documents are read with (a path's collections, ids left out: `media/chunks`). */
const SCHEMAS: Record<string, z.ZodType[]> = {
  applications: [storedApplicationSchema],
  vacancies: [storedVacancySchema, storedVacancyCountersSchema],
  companies: [storedCompanySchema],
  company_slugs: [storedCompanySlugSchema],
  users: [storedUserSchema],
  scorecards: [storedScorecardSchema],
  audit_log: [storedAuditEntrySchema],
  review_requests: [storedReviewRequestSchema],
  candidate_comments: [storedCandidateCommentSchema],
  interview_private: [storedInterviewPrivateSchema],
  coaches: [storedCoachSchema],
  job_access_codes: [storedAccessCodeSchema],
  media: [storedMediaSchema],
  'media/chunks': [storedMediaChunkSchema],
  predefined_interviews: [storedPredefinedInterviewSchema],
  fairness_counts: [storedFairnessCountsSchema],
};
/** Read only as markers or lookups by id (their existence), never parsed. */
const UNREAD = new Set(['application_keys', 'interview_assignments']);

const collectionOf = (path: string) =>
  path
    .split('/')
    .filter((_, index) => index % 2 === 0)
    .join('/');

/** What does not fit, as `path: field (code)`; nothing for a seed the functions read. */
function misfits(path: string, data: Record<string, unknown>): string[] {
  const collection = collectionOf(path);
  if (UNREAD.has(collection)) return [];
  const code = path.split('/')[1]!;
  // An interview's page is read merged with its private document.
  const reads =
    collection === 'interviews' || collection === 'company_interviews'
      ? [[storedSessionSchema, { ...seed[`interview_private/${code}`], ...data }] as const]
      : (SCHEMAS[collection] ?? []).map((schema) => [schema, data] as const);
  if (reads.length === 0) return [`${path}: no schema for ${collection}`];
  return reads.flatMap(
    ([schema, value]) =>
      schema.safeParse(value).error?.issues.map((issue) => `${path}: ${issue.path.join('.')} (${issue.code})`) ?? [],
  );
}

describe('the seed', () => {
  it('fits the schemas its documents are read with', () => {
    expect(Object.keys(seed).length).toBeGreaterThan(50);
    expect(Object.entries(seed).flatMap(([path, data]) => misfits(path, data))).toEqual([]);
  });
});
