/**
 * Stored documents are checked where they are read, as API bodies are where they arrive: each collection has
 * one converter (`storedConverter`) that parses the document with its schema from domain. A document that does
 * not fit (written by an older version, the seed or a hand edit) fails at the read with a `StoredDataError`
 * (500, a Spanish text from domain) and one log entry naming the collection, the document id and the fields that
 * failed, never their values (stored data is personal: CVs, answers, emails).
 */
import type {
  AggregateQuerySnapshot,
  AggregateSpec,
  AggregateSpecData,
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { COMMON_ERRORS } from '@clara/domain';
import { StoredDataError } from '@clara/domain/common/failures';
import { log } from './log';

export interface StoredConverter<T> extends FirestoreDataConverter<T> {
  readonly collection: string;
  /** The document's data parsed with the collection's schema; throws `StoredDataError` (logged) when it does not fit. */
  parse(id: string, data: DocumentData): T;
  /** A query's document parsed. */
  read(snapshot: QueryDocumentSnapshot): T;
  /** The snapshot's document parsed, or null when it does not exist. */
  read(snapshot: DocumentSnapshot): T | null;
  /**
   * One value stored across several documents (an interview's page and private documents): their fields merged,
   * a later snapshot's over an earlier's, missing documents adding nothing, parsed under `id`.
   */
  parseMerged(id: string, snapshots: ReadonlyArray<DocumentSnapshot | null | undefined>): T;
}

/** `a.b.0.c` for an issue's path; `(documento)` for the document itself. */
const pathOf = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : '(documento)');

/** What the log says of one issue: where and what kind, never the value found there. */
function describe(issue: z.core.$ZodIssue): { path: string; code: string; expected?: string } {
  const expected = 'expected' in issue && typeof issue.expected === 'string' ? issue.expected : undefined;
  return { path: pathOf(issue.path), code: issue.code, ...(expected ? { expected } : {}) };
}

/**
 * The collection's converter. `shape` builds the value read from the document's id and its parsed data (without
 * it, the parsed data is the value). Usable with `withConverter`; writes pass through unchanged, so writers keep
 * their `FieldValue`s (the schema checks what comes back).
 */
export function storedConverter<S extends z.ZodType>(collection: string, schema: S): StoredConverter<z.output<S>>;
export function storedConverter<S extends z.ZodType, T>(
  collection: string,
  schema: S,
  shape: (id: string, value: z.output<S>) => T,
): StoredConverter<T>;
export function storedConverter<S extends z.ZodType, T>(
  collection: string,
  schema: S,
  shape?: (id: string, value: z.output<S>) => T,
): StoredConverter<T | z.output<S>> {
  const parse = (id: string, data: DocumentData): T | z.output<S> => {
    const result = schema.safeParse(data);
    if (result.success) return shape ? shape(id, result.data) : result.data;
    const issues = result.error.issues.map(describe);
    const paths = [...new Set(issues.map((issue) => issue.path))];
    // Through the one logger, so the entry carries the request's id; lists as text (it logs arrays as counts).
    log.error(`Stored document ${collection}/${id} does not fit its schema: ${paths.join(', ')}`, {
      collection,
      documentId: id,
      fields: paths.join(', '),
      issues: issues
        .map((issue) => `${issue.path}: ${issue.code}${issue.expected ? ` (${issue.expected})` : ''}`)
        .join('; '),
    });
    throw new StoredDataError(COMMON_ERRORS.storedData, collection, id, paths);
  };
  function read(snapshot: QueryDocumentSnapshot): T | z.output<S>;
  function read(snapshot: DocumentSnapshot): T | z.output<S> | null;
  function read(snapshot: DocumentSnapshot): T | z.output<S> | null {
    const data = snapshot.data();
    return data === undefined ? null : parse(snapshot.id, data);
  }
  return {
    collection,
    parse,
    read,
    parseMerged: (id, snapshots) =>
      parse(id, Object.assign({}, ...snapshots.map((snapshot) => snapshot?.data() ?? {}))),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parse(snapshot.id, snapshot.data()),
    toFirestore: (value: WithFieldValue<T | z.output<S>>) => value as WithFieldValue<DocumentData>,
  };
}

/**
 * What an aggregation query answers (a count, a sum): figures Firestore computes, not a stored document, so there
 * is nothing to parse. The one way to them outside this module (lint forbids `.data()` elsewhere).
 */
export const aggregateOf = <T extends AggregateSpec>(snapshot: AggregateQuerySnapshot<T>): AggregateSpecData<T> =>
  snapshot.data();
