/**
 * Every query the dashboard's calls make has its index (issue 11): production Firestore refuses a query
 * without one, and the local emulators do not check. The queries are built from the shapes listed in
 * DASHBOARD_QUERY_SHAPES, so this list is what the code runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINISHED_CHATS_SHAPE } from '../jobdesc/chats';
import { DASHBOARD_QUERY_SHAPES } from './pipeline';
import { PERSON_APPLICATIONS_SHAPE } from './person/service';
import { PEOPLE_PREFIX_SHAPE, PEOPLE_TAG_SHAPE } from './person/search';
import type { QueryShape } from './queryShapes';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const file = join(__dirname, '..', '..', '..', 'firestore.indexes.json');
const { indexes, fieldOverrides } = JSON.parse(readFileSync(file, 'utf8')) as {
  indexes: CompositeIndex[];
  fieldOverrides: { collectionGroup: string; fieldPath: string }[];
};

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** Whether the composite index serves the shape: its equality (and array) fields in any order, then the order. */
function serves(index: CompositeIndex, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') return false;
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  const filtered = shape.equals.length + (shape.arrayContains ? 1 : 0);
  if (fields.length !== filtered + shape.orderBy.length) return false;
  const head = fields.slice(0, filtered);
  const equalities = head.filter((field) => field.order).map((field) => field.fieldPath);
  const arrays = head.filter((field) => field.arrayConfig === 'CONTAINS').map((field) => field.fieldPath);
  if ([...equalities].sort().join() !== [...shape.equals].sort().join()) return false;
  if (arrays.join() !== (shape.arrayContains ?? '')) return false;
  return shape.orderBy.every((order, i) => {
    const field = fields[filtered + i];
    return field?.fieldPath === order.field && field.order === direction(order.direction);
  });
}

/** A query on one field only, ascending or by equality, is served by Firestore's automatic single-field index. */
const singleField = (shape: QueryShape) =>
  !shape.arrayContains &&
  shape.equals.length + shape.orderBy.length <= 1 &&
  !fieldOverrides.some((o) => o.collectionGroup === shape.collection && shape.equals.includes(o.fieldPath));

const describeShape = (shape: QueryShape) =>
  `${shape.collection} where ${[...shape.equals.map((f) => `${f} ==`), shape.arrayContains && `${shape.arrayContains} array-contains`].filter(Boolean).join(', ')} order by ${shape.orderBy.map((o) => `${o.field} ${o.direction}`).join(', ') || '—'}`;

describe('firestore.indexes.json', () => {
  // The dashboard's calls, the job-description assistant's list of past descriptions (its menu entry) and one
  // person's applications and the company-wide search (issue 32).
  it.each(
    [
      ...DASHBOARD_QUERY_SHAPES,
      FINISHED_CHATS_SHAPE,
      PERSON_APPLICATIONS_SHAPE,
      PEOPLE_PREFIX_SHAPE,
      PEOPLE_TAG_SHAPE,
    ].map((shape) => [describeShape(shape), shape] as const),
  )('has the index of the dashboard query: %s', (_name, shape) => {
    expect(singleField(shape) || indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it('tells a missing index from a present one', () => {
    const shape: QueryShape = {
      collection: 'applications',
      equals: ['vacancyId'],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    };
    expect(indexes.some((index) => serves(index, shape))).toBe(false);
    expect(singleField(shape)).toBe(false);
    expect(
      serves(
        {
          collectionGroup: 'applications',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'vacancyId', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
        shape,
      ),
    ).toBe(true);
  });
});
