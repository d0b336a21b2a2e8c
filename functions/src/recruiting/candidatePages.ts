/**
 * A vacancy's candidates a page at a time (data access over `applications`): SPEC's order (status rank, then
 * oldest application first, then id), optionally one status and/or a name or email prefix (`searchPrefixes`).
 * The cursor is the last row's (statusRank, createdAt, id), base64url JSON, opaque to the browser.
 */
import { CANDIDATES_ERRORS } from '@clara/domain/recruiting/pipeline/model';
import { normalizeCandidateSearch } from '@clara/domain/recruiting/pipeline/keys';
import type { ApplicationStatus } from '@clara/domain';
import { ValidationError } from '@clara/domain/common/failures';
import { FieldPath } from 'firebase-admin/firestore';
import { applicationDocs, applicationOf, applications, type StoredApplication } from '../company/documents';
import { shapedQuery, type QueryShape } from './queryShapes';

const inOrder = [
  { field: 'statusRank', direction: 'asc' },
  { field: 'createdAt', direction: 'asc' },
] as const;
// With one status the rank is fixed: ordered by date only (Firestore refuses an order on an equality field).
const byDate = [{ field: 'createdAt', direction: 'asc' }] as const;

export const CANDIDATE_PAGE_SHAPES = {
  all: { collection: 'applications', equals: ['vacancyId'], orderBy: inOrder },
  status: { collection: 'applications', equals: ['vacancyId', 'status'], orderBy: byDate },
  search: { collection: 'applications', equals: ['vacancyId'], arrayContains: 'searchPrefixes', orderBy: inOrder },
  statusSearch: {
    collection: 'applications',
    equals: ['vacancyId', 'status'],
    arrayContains: 'searchPrefixes',
    orderBy: byDate,
  },
} as const satisfies Record<string, QueryShape>;

interface PageCursor {
  rank: number;
  createdAt: number;
  id: string;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor a previous page answered; 400 with the schema's text for anything else. */
export function decodeCursor(text: string): PageCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [rank, createdAt, id] = value as unknown[];
      if (Number.isInteger(rank) && typeof createdAt === 'number' && typeof id === 'string' && id)
        return { rank: rank as number, createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw new ValidationError(CANDIDATES_ERRORS.badCursor, { cursor: CANDIDATES_ERRORS.badCursor });
}

export interface PageRequest {
  vacancyId: string;
  status?: ApplicationStatus;
  search?: string;
  cursor?: PageCursor;
  limit: number;
}

/** Reads one page (limit + 1 rows, to know whether another page follows). */
export async function readCandidatePage(
  request: PageRequest,
): Promise<{ applications: StoredApplication[]; nextCursor: string | null }> {
  const search = request.search ? normalizeCandidateSearch(request.search) : '';
  const { vacancyId, status } = request;
  let query = status
    ? search
      ? shapedQuery(applications(), CANDIDATE_PAGE_SHAPES.statusSearch, { vacancyId, status, searchPrefixes: search })
      : shapedQuery(applications(), CANDIDATE_PAGE_SHAPES.status, { vacancyId, status })
    : search
      ? shapedQuery(applications(), CANDIDATE_PAGE_SHAPES.search, { vacancyId, searchPrefixes: search })
      : shapedQuery(applications(), CANDIDATE_PAGE_SHAPES.all, { vacancyId });
  query = query.orderBy(FieldPath.documentId());
  const { cursor } = request;
  if (cursor) {
    query = status
      ? query.startAfter(cursor.createdAt, cursor.id)
      : query.startAfter(cursor.rank, cursor.createdAt, cursor.id);
  }
  const snapshot = await query.limit(request.limit + 1).get();
  const rows = snapshot.docs.slice(0, request.limit).map((doc) => applicationDocs.fromFirestore(doc));
  const last = rows.at(-1);
  const nextCursor =
    snapshot.docs.length > request.limit && last
      ? encodeCursor({ rank: last.statusRank ?? 0, createdAt: last.createdAt, id: last.id })
      : null;
  return { applications: rows.map(applicationOf), nextCursor };
}
