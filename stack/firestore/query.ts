// Query evaluation over FirestoreState, shared by the gRPC and REST fronts.
// The package's own `state.v1Query` is not used because it lacks what the SDKs send: implicit
// `__name__` ordering, cursors, offsets, unary filters (IS_NULL...), nested field paths, nested
// composite filters, collection-group queries and Firestore's cross-type ordering.
import type { FirestoreState, FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';
import {
  type Cursor,
  type StructuredAggregationQuery,
  type StructuredQuery,
  type StructuredQueryFilter,
  StructuredQueryCompositeFilterOperator as Composite,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as Op,
  StructuredQueryUnaryFilterOperator as Unary,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import {
  type PFields,
  type PValue,
  type Ts,
  FirestoreError,
  NULL,
  arrayOf,
  compareValues,
  dateToTs,
  fromProtoValue,
  getPath,
  isNumber,
  numberOf,
  parseFieldPath,
  project,
  typeRank,
  valuesEqual,
} from './values.js';

export interface StoredDoc {
  name: string;
  fields: PFields;
  create_time: Ts;
  update_time: Ts;
}

/** The document as plain proto data, or null when it does not exist. */
export function readDocument(doc: FirestoreStateDocument): StoredDoc | null {
  if (!doc.metadata.hasExist) return null;
  return {
    name: doc.getPath(),
    fields: doc.toV1DocumentObject().fields as unknown as PFields,
    create_time: dateToTs(doc.metadata.createdAt),
    update_time: dateToTs(doc.metadata.updatedAt),
  };
}

// FirestoreStateDocument/Database keep their sub-collections private; collection-group queries need them.
export const childCollections = (node: object): FirestoreStateCollection[] =>
  Object.values((node as { collections?: Record<string, FirestoreStateCollection> }).collections ?? {});

export function parentNode(state: FirestoreState, parent: string): object {
  const parts = parent.split('/');
  if (parts[0] !== 'projects' || parts[2] !== 'databases' || parts[4] !== 'documents' || parts.length % 2 === 0) {
    throw new FirestoreError(3, `Invalid parent: ${parent}`);
  }
  if (parts.length === 5) return state.getProject(parts[1]!).getDatabase(parts[3]!);
  return state.getDocument(parent);
}

function candidates(state: FirestoreState, parent: string, q: StructuredQuery): FirestoreStateDocument[] {
  if (q.from.length !== 1) throw new FirestoreError(3, 'A query must select exactly one collection.');
  const { collection_id: id, all_descendants: deep } = q.from[0]!;
  const node = parentNode(state, parent);
  if (!deep) return state.getCollection(`${parent}/${id}`).getAllDocuments();
  const found: FirestoreStateDocument[] = [];
  const walk = (n: object): void => {
    for (const collection of childCollections(n)) {
      for (const doc of collection.getAllDocuments()) {
        if (!id || collection.name === id) found.push(doc);
        walk(doc);
      }
    }
  };
  walk(node);
  return found;
}

function fieldValue(doc: StoredDoc, path: string): PValue | undefined {
  if (path === '__name__') return { reference_value: doc.name };
  return getPath(doc.fields, parseFieldPath(path));
}

const isNaNValue = (v: PValue) => isNumber(v) && Number.isNaN(numberOf(v));

function matches(doc: StoredDoc, filter: StructuredQueryFilter): boolean {
  if (filter.has_composite_filter) {
    const { op, filters } = filter.composite_filter;
    return op === Composite.OR ? filters.some((f) => matches(doc, f)) : filters.every((f) => matches(doc, f));
  }
  if (filter.has_unary_filter) {
    const v = fieldValue(doc, filter.unary_filter.field.field_path);
    if (v === undefined) return false;
    switch (filter.unary_filter.op) {
      case Unary.IS_NAN:
        return isNaNValue(v);
      case Unary.IS_NOT_NAN:
        return !isNaNValue(v);
      case Unary.IS_NULL:
        return 'null_value' in v;
      case Unary.IS_NOT_NULL:
        return !('null_value' in v);
      default:
        throw new FirestoreError(3, 'Unsupported unary filter.');
    }
  }
  if (!filter.has_field_filter) return true;
  const { field, op, value } = filter.field_filter;
  const v = fieldValue(doc, field.field_path);
  if (v === undefined) return false;
  const operand = fromProtoValue(value);
  const ordered = (test: (c: number) => boolean) =>
    typeRank(v) === typeRank(operand) && test(compareValues(v, operand));
  const list = () => arrayOf(operand) ?? [];
  switch (op) {
    case Op.EQUAL:
      return valuesEqual(v, operand);
    case Op.NOT_EQUAL:
      return !valuesEqual(v, operand);
    case Op.LESS_THAN:
      return ordered((c) => c < 0);
    case Op.LESS_THAN_OR_EQUAL:
      return ordered((c) => c <= 0);
    case Op.GREATER_THAN:
      return ordered((c) => c > 0);
    case Op.GREATER_THAN_OR_EQUAL:
      return ordered((c) => c >= 0);
    case Op.ARRAY_CONTAINS:
      return (arrayOf(v) ?? []).some((x) => valuesEqual(x, operand));
    case Op.ARRAY_CONTAINS_ANY:
      return (arrayOf(v) ?? []).some((x) => list().some((y) => valuesEqual(x, y)));
    case Op.IN:
      return list().some((y) => valuesEqual(v, y));
    case Op.NOT_IN:
      return !list().some((y) => valuesEqual(v, y));
    default:
      throw new FirestoreError(3, 'Unsupported field filter operator.');
  }
}

interface Order {
  path: string;
  desc: boolean;
}

function normalizedOrders(q: StructuredQuery): Order[] {
  const orders = q.order_by.map((o) => ({ path: o.field.field_path, desc: o.direction === Direction.DESCENDING }));
  if (!orders.some((o) => o.path === '__name__')) {
    orders.push({ path: '__name__', desc: orders.at(-1)?.desc ?? false });
  }
  return orders;
}

function compareDocs(a: StoredDoc, b: StoredDoc, orders: Order[]): number {
  for (const { path, desc } of orders) {
    const c = compareValues(fieldValue(a, path)!, fieldValue(b, path)!);
    if (c !== 0) return desc ? -c : c;
  }
  return 0;
}

function compareToCursor(doc: StoredDoc, orders: Order[], cursor: Cursor): number {
  const values = cursor.values.map(fromProtoValue);
  for (let i = 0; i < values.length && i < orders.length; i++) {
    const { path, desc } = orders[i]!;
    const c = compareValues(fieldValue(doc, path)!, values[i]!);
    if (c !== 0) return desc ? -c : c;
  }
  return 0;
}

export function runQuery(state: FirestoreState, parent: string, q: StructuredQuery): StoredDoc[] {
  const orders = normalizedOrders(q);
  let docs = candidates(state, parent, q)
    .map(readDocument)
    .filter((d): d is StoredDoc => d !== null)
    .filter((d) => !q.has_where || matches(d, q.where))
    // Firestore leaves out documents that lack an ordered field.
    .filter((d) => orders.every((o) => fieldValue(d, o.path) !== undefined))
    .sort((a, b) => compareDocs(a, b, orders));
  if (q.has_start_at) {
    const { before } = q.start_at;
    docs = docs.filter((d) =>
      before ? compareToCursor(d, orders, q.start_at) >= 0 : compareToCursor(d, orders, q.start_at) > 0,
    );
  }
  if (q.has_end_at) {
    const { before } = q.end_at;
    docs = docs.filter((d) =>
      before ? compareToCursor(d, orders, q.end_at) < 0 : compareToCursor(d, orders, q.end_at) <= 0,
    );
  }
  docs = docs.slice(q.offset || 0, q.has_limit ? (q.offset || 0) + q.limit.value : undefined);
  if (q.has_select) {
    const paths = q.select.fields.map((f) => f.field_path).filter((p) => p !== '__name__');
    docs = docs.map((d) => ({ ...d, fields: project(d.fields, paths) }));
  }
  return docs;
}

/** count / sum / avg, keyed by alias. */
export function runAggregation(state: FirestoreState, parent: string, agg: StructuredAggregationQuery): PFields {
  const docs = runQuery(state, parent, agg.structured_query);
  const numbers = (path: string) =>
    docs.map((d) => fieldValue(d, path)).filter((v): v is PValue => v !== undefined && isNumber(v));
  const result: PFields = {};
  for (const a of agg.aggregations) {
    if (a.has_count) {
      const upTo = a.count.has_up_to ? Number(a.count.up_to.value) : Infinity;
      result[a.alias] = { integer_value: Math.min(docs.length, upTo) };
    } else if (a.has_sum) {
      const values = numbers(a.sum.field.field_path);
      const total = values.reduce((s, v) => s + numberOf(v), 0);
      result[a.alias] = values.every((v) => 'integer_value' in v) ? { integer_value: total } : { double_value: total };
    } else if (a.has_avg) {
      const values = numbers(a.avg.field.field_path);
      result[a.alias] = values.length
        ? { double_value: values.reduce((s, v) => s + numberOf(v), 0) / values.length }
        : NULL;
    }
  }
  return result;
}
