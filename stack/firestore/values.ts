// Firestore values as plain proto objects (the snake_case shape `toV1DocumentObject()` returns),
// with Firestore's cross-type ordering and field-path helpers.
import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';

export interface Ts {
  seconds: number;
  nanos: number;
}
export type PValue =
  | { null_value: 0 }
  | { boolean_value: boolean }
  | { integer_value: number }
  | { double_value: number }
  | { timestamp_value: Ts }
  | { string_value: string }
  | { bytes_value: Uint8Array }
  | { reference_value: string }
  | { geo_point_value: { latitude: number; longitude: number } }
  | { array_value: { values?: PValue[] } }
  | { map_value: { fields?: PFields } };
export type PFields = Record<string, PValue>;

/** A gRPC status code plus message; turned into a gRPC error or an HTTP error by the fronts. */
export class FirestoreError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Anything thrown while serving a request -> FirestoreError (the package throws plain Errors for bad paths). */
export function toFirestoreError(err: unknown): FirestoreError {
  if (err instanceof FirestoreError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new FirestoreError(/Invalid path/.test(message) ? 3 : 13, message);
}

export const NULL: PValue = { null_value: 0 };
export const isNumber = (v: PValue): v is { integer_value: number } | { double_value: number } =>
  'integer_value' in v || 'double_value' in v;
export const numberOf = (v: PValue): number =>
  'integer_value' in v ? v.integer_value : 'double_value' in v ? v.double_value : NaN;
export const arrayOf = (v: PValue | undefined): PValue[] | undefined =>
  v && 'array_value' in v ? (v.array_value.values ?? []) : undefined;

/** Proto class instance (what grpc hands us) -> plain value. */
export function fromProtoValue(v: Value): PValue {
  if (v.has_null_value) return NULL;
  if (v.has_boolean_value) return { boolean_value: v.boolean_value };
  if (v.has_integer_value) return { integer_value: Number(v.integer_value) };
  if (v.has_double_value) return { double_value: v.double_value };
  if (v.has_timestamp_value) {
    return { timestamp_value: { seconds: Number(v.timestamp_value.seconds), nanos: v.timestamp_value.nanos } };
  }
  if (v.has_string_value) return { string_value: v.string_value };
  if (v.has_bytes_value) return { bytes_value: v.bytes_value };
  if (v.has_reference_value) return { reference_value: v.reference_value };
  if (v.has_geo_point_value) {
    return { geo_point_value: { latitude: v.geo_point_value.latitude, longitude: v.geo_point_value.longitude } };
  }
  if (v.has_array_value) return { array_value: { values: v.array_value.values.map(fromProtoValue) } };
  if (v.has_map_value) return { map_value: { fields: fromProtoFields(v.map_value.fields) } };
  throw new FirestoreError(3, 'Value has no type set.');
}

export const fromProtoFields = (fields: Map<string, Value>): PFields =>
  Object.fromEntries(Array.from(fields, ([k, v]) => [k, fromProtoValue(v)]));

// Firestore's type order: null < bool < number < timestamp < string < bytes < reference < geo < array < map.
export function typeRank(v: PValue): number {
  if ('null_value' in v) return 0;
  if ('boolean_value' in v) return 1;
  if (isNumber(v)) return 2;
  if ('timestamp_value' in v) return 3;
  if ('string_value' in v) return 4;
  if ('bytes_value' in v) return 5;
  if ('reference_value' in v) return 6;
  if ('geo_point_value' in v) return 7;
  if ('array_value' in v) return 8;
  return 9;
}

const cmp = <T extends number | string | boolean>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function compareLists<T>(a: T[], b: T[], each: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = each(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return cmp(a.length, b.length);
}

// Numeric ids (`__id123__`, used by the SDKs as min/max keys) sort before string ids.
function compareSegments(a: string, b: string): number {
  const x = /^__id(-?\d+)__$/.exec(a),
    y = /^__id(-?\d+)__$/.exec(b);
  if (x && y) {
    const d = BigInt(x[1]!) - BigInt(y[1]!);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  if (x || y) return x ? -1 : 1;
  return cmp(a, b);
}

export function compareValues(a: PValue, b: PValue): number {
  const r = cmp(typeRank(a), typeRank(b));
  if (r !== 0) return r;
  if ('boolean_value' in a && 'boolean_value' in b) return cmp(a.boolean_value, b.boolean_value);
  if (isNumber(a) && isNumber(b)) {
    const x = numberOf(a),
      y = numberOf(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return cmp(Number.isNaN(x) ? 0 : 1, Number.isNaN(y) ? 0 : 1);
    return cmp(x, y);
  }
  if ('timestamp_value' in a && 'timestamp_value' in b) {
    return (
      cmp(a.timestamp_value.seconds, b.timestamp_value.seconds) || cmp(a.timestamp_value.nanos, b.timestamp_value.nanos)
    );
  }
  if ('string_value' in a && 'string_value' in b) return cmp(a.string_value, b.string_value);
  if ('bytes_value' in a && 'bytes_value' in b) return compareLists([...a.bytes_value], [...b.bytes_value], cmp);
  if ('reference_value' in a && 'reference_value' in b) {
    return compareLists(a.reference_value.split('/'), b.reference_value.split('/'), compareSegments);
  }
  if ('geo_point_value' in a && 'geo_point_value' in b) {
    const p = a.geo_point_value,
      q = b.geo_point_value;
    return cmp(p.latitude, q.latitude) || cmp(p.longitude, q.longitude);
  }
  if ('array_value' in a && 'array_value' in b) return compareLists(arrayOf(a)!, arrayOf(b)!, compareValues);
  if ('map_value' in a && 'map_value' in b) {
    const entries = (m: PFields | undefined) => Object.entries(m ?? {}).sort(([x], [y]) => cmp(x, y));
    return compareLists(
      entries(a.map_value.fields),
      entries(b.map_value.fields),
      ([k1, v1], [k2, v2]) => cmp(k1, k2) || compareValues(v1, v2),
    );
  }
  return 0;
}

export const valuesEqual = (a: PValue, b: PValue): boolean => compareValues(a, b) === 0;

/** `a.b`, `` `odd.key`.c `` -> segments. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (quoted && c === '\\') current += path[++i] ?? '';
    else if (c === '`') quoted = !quoted;
    else if (c === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += c;
  }
  segments.push(current);
  return segments;
}

export function getPath(fields: PFields, segments: string[]): PValue | undefined {
  let value: PValue | undefined = { map_value: { fields } };
  for (const segment of segments) {
    if (!value || !('map_value' in value)) return undefined;
    value = value.map_value.fields?.[segment];
  }
  return value;
}

/** Returns a copy of `fields` with the value at `segments` set (or removed when value is undefined). */
export function setPath(fields: PFields, segments: string[], value: PValue | undefined): PFields {
  const [head, ...rest] = segments;
  const copy = { ...fields };
  if (head === undefined) return copy;
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  if (value === undefined && !(child && 'map_value' in child)) return copy;
  const childFields = child && 'map_value' in child ? (child.map_value.fields ?? {}) : {};
  copy[head] = { map_value: { fields: setPath(childFields, rest, value) } };
  return copy;
}

/** Keeps only the given field paths (a field mask / query projection). */
export function project(fields: PFields, paths: string[]): PFields {
  let out: PFields = {};
  for (const path of paths) {
    const segments = parseFieldPath(path);
    const value = getPath(fields, segments);
    if (value !== undefined) out = setPath(out, segments, value);
  }
  return out;
}

export const dateToTs = (date: Date): Ts => {
  const ms = date.getTime();
  return { seconds: Math.floor(ms / 1000), nanos: (((ms % 1000) + 1000) % 1000) * 1e6 };
};

export function tsToRfc3339(ts: { seconds?: number; nanos?: number }): string {
  const seconds = Number(ts.seconds ?? 0);
  const base = new Date(seconds * 1000).toISOString().replace(/\.\d+Z$/, '');
  return `${base}.${String(ts.nanos ?? 0).padStart(9, '0')}Z`;
}

export function rfc3339ToTs(text: string): Ts {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  if (!match) throw new FirestoreError(3, `Invalid timestamp: ${text}`);
  const ms = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(ms)) throw new FirestoreError(3, `Invalid timestamp: ${text}`);
  return { seconds: ms / 1000, nanos: Number((match[2] ?? '').padEnd(9, '0')) };
}
