// REST (proto3 JSON: camelCase, enum names, int64 as strings, RFC 3339 timestamps, base64 bytes)
// <-> the proto objects the state and query engine use (snake_case, enum numbers).
import {
  StructuredAggregationQuery,
  StructuredQuery,
  StructuredQueryCompositeFilterOperator,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator,
  StructuredQueryUnaryFilterOperator,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type { StoredDoc } from './query.js';
import { type PFields, type PValue, FirestoreError, NULL, rfc3339ToTs, tsToRfc3339 } from './values.js';

// REST JSON arrives untyped and is walked field by field against the proto shapes; `unknown` would only add casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = any;

const bad = (message: string) => new FirestoreError(3, message);

export function restToValue(v: Json): PValue {
  if (!v || typeof v !== 'object') throw bad(`Invalid value: ${JSON.stringify(v)}`);
  if ('nullValue' in v) return NULL;
  if ('booleanValue' in v) return { boolean_value: Boolean(v.booleanValue) };
  if ('integerValue' in v) return { integer_value: Number(v.integerValue) };
  if ('doubleValue' in v) return { double_value: Number(v.doubleValue) };
  if ('timestampValue' in v) {
    const t = v.timestampValue;
    return {
      timestamp_value:
        typeof t === 'string' ? rfc3339ToTs(t) : { seconds: Number(t.seconds ?? 0), nanos: t.nanos ?? 0 },
    };
  }
  if ('stringValue' in v) return { string_value: String(v.stringValue) };
  if ('bytesValue' in v) return { bytes_value: new Uint8Array(Buffer.from(String(v.bytesValue), 'base64')) };
  if ('referenceValue' in v) return { reference_value: String(v.referenceValue) };
  if ('geoPointValue' in v) {
    return { geo_point_value: { latitude: v.geoPointValue.latitude ?? 0, longitude: v.geoPointValue.longitude ?? 0 } };
  }
  if ('arrayValue' in v) return { array_value: { values: (v.arrayValue?.values ?? []).map(restToValue) } };
  if ('mapValue' in v) return { map_value: { fields: restToFields(v.mapValue?.fields ?? {}) } };
  throw bad(`Invalid value: ${JSON.stringify(v)}`);
}

const restToFields = (fields: Record<string, Json>): PFields =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, restToValue(v)]));

export function valueToRest(v: PValue): Json {
  if ('null_value' in v) return { nullValue: null };
  if ('boolean_value' in v) return { booleanValue: v.boolean_value };
  if ('integer_value' in v) return { integerValue: String(v.integer_value) };
  if ('double_value' in v)
    return { doubleValue: Number.isFinite(v.double_value) ? v.double_value : String(v.double_value) };
  if ('timestamp_value' in v) return { timestampValue: tsToRfc3339(v.timestamp_value) };
  if ('string_value' in v) return { stringValue: v.string_value };
  if ('bytes_value' in v) return { bytesValue: Buffer.from(v.bytes_value).toString('base64') };
  if ('reference_value' in v) return { referenceValue: v.reference_value };
  if ('geo_point_value' in v) return { geoPointValue: { ...v.geo_point_value } };
  if ('array_value' in v) {
    const values = v.array_value.values ?? [];
    return { arrayValue: values.length ? { values: values.map(valueToRest) } : {} };
  }
  const fields = v.map_value.fields ?? {};
  return { mapValue: Object.keys(fields).length ? { fields: fieldsToRest(fields) } : {} };
}

export const fieldsToRest = (fields: PFields): Record<string, Json> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, valueToRest(v)]));

export const docToRest = (doc: StoredDoc) => ({
  name: doc.name,
  fields: fieldsToRest(doc.fields),
  createTime: tsToRfc3339(doc.create_time),
  updateTime: tsToRfc3339(doc.update_time),
});

function enumValue(e: Record<string, string | number>, name: Json, what: string): number {
  if (typeof name === 'number') return name;
  const value = e[String(name)];
  if (typeof value !== 'number') throw bad(`Invalid ${what}: ${JSON.stringify(name)}`);
  return value;
}

const fieldRef = (f: Json) => ({ field_path: String(f?.fieldPath ?? '') });
const cursor = (c: Json) => ({ values: (c.values ?? []).map(restToValue), before: Boolean(c.before) });

function restFilter(f: Json): object {
  if (f.compositeFilter) {
    const { op, filters } = f.compositeFilter;
    return {
      composite_filter: {
        op: enumValue(StructuredQueryCompositeFilterOperator, op, 'composite operator'),
        filters: (filters ?? []).map(restFilter),
      },
    };
  }
  if (f.fieldFilter) {
    const { field, op, value } = f.fieldFilter;
    return {
      field_filter: {
        field: fieldRef(field),
        op: enumValue(StructuredQueryFieldFilterOperator, op, 'operator'),
        value: restToValue(value),
      },
    };
  }
  if (f.unaryFilter) {
    const { field, op } = f.unaryFilter;
    return {
      unary_filter: { field: fieldRef(field), op: enumValue(StructuredQueryUnaryFilterOperator, op, 'operator') },
    };
  }
  throw bad('Unsupported filter.');
}

function restQueryObject(q: Json) {
  if (!q || typeof q !== 'object') throw bad('structuredQuery is required.');
  const limit = q.limit === undefined || q.limit === null ? undefined : Number(q.limit?.value ?? q.limit);
  return {
    select: q.select ? { fields: (q.select.fields ?? []).map(fieldRef) } : undefined,
    from: (q.from ?? []).map((s: Json) => ({
      collection_id: String(s.collectionId ?? ''),
      all_descendants: Boolean(s.allDescendants),
    })),
    where: q.where ? restFilter(q.where) : undefined,
    order_by: (q.orderBy ?? []).map((o: Json) => ({
      field: fieldRef(o.field),
      direction: enumValue(StructuredQueryDirection, o.direction ?? 'ASCENDING', 'direction'),
    })),
    start_at: q.startAt ? cursor(q.startAt) : undefined,
    end_at: q.endAt ? cursor(q.endAt) : undefined,
    offset: q.offset ? Number(q.offset) : undefined,
    limit: limit === undefined ? undefined : { value: limit },
  };
}

type QueryInit = Parameters<typeof StructuredQuery.fromObject>[0];
type AggregationInit = Parameters<typeof StructuredAggregationQuery.fromObject>[0];

export const restToQuery = (q: Json): StructuredQuery =>
  StructuredQuery.fromObject(restQueryObject(q) as unknown as QueryInit);

export function restToAggregation(a: Json): StructuredAggregationQuery {
  if (!a || typeof a !== 'object') throw bad('structuredAggregationQuery is required.');
  const aggregations = (a.aggregations ?? []).map((x: Json) => {
    if (x.count) {
      const upTo = x.count.upTo;
      return { alias: x.alias, count: upTo === undefined ? {} : { up_to: { value: Number(upTo?.value ?? upTo) } } };
    }
    if (x.sum) return { alias: x.alias, sum: { field: fieldRef(x.sum.field) } };
    if (x.avg) return { alias: x.alias, avg: { field: fieldRef(x.avg.field) } };
    throw bad('Unsupported aggregation.');
  });
  return StructuredAggregationQuery.fromObject({
    structured_query: restQueryObject(a.structuredQuery),
    aggregations,
  } as unknown as AggregationInit);
}
