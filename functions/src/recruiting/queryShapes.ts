import type { CollectionReference, Query } from 'firebase-admin/firestore';

/**
 * The shape of a query the dashboard makes: equality filters, at most one array-contains, then the order.
 * Queries are built from their shape (`shapedQuery`), so the list of shapes is the list of queries the code
 * makes, and a test checks that each has its composite index in firestore.indexes.json (the emulators do not
 * enforce indexes; production Firestore refuses an unindexed query).
 */
export interface QueryShape {
  collection: string;
  equals: readonly string[];
  arrayContains?: string;
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[];
}

export type ShapeValues<S extends QueryShape> = Record<S['equals'][number], unknown> &
  (S['arrayContains'] extends string ? Record<S['arrayContains'], unknown> : object);

/** The query of `shape` with these filter values, ordered by the shape's fields then the document id. */
export function shapedQuery<S extends QueryShape>(
  collection: CollectionReference,
  shape: S,
  values: ShapeValues<S>,
): Query {
  const given = values as Record<string, unknown>;
  let query: Query = collection;
  for (const field of shape.equals) query = query.where(field, '==', given[field]);
  if (shape.arrayContains) query = query.where(shape.arrayContains, 'array-contains', given[shape.arrayContains]);
  for (const { field, direction } of shape.orderBy) query = query.orderBy(field, direction);
  return query;
}
