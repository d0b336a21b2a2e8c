// Seed data: `{ "interviews/abc": { title: "...", at: { "__timestamp": "2025-01-01T10:00:00Z" } } }`.
// Special single-key objects: {"__timestamp": RFC 3339}, {"__bytes": base64}, {"__ref": "col/doc"}.
// Integers become integerValue, other numbers doubleValue. Documents are written through the same
// path as a Commit, so both firebase-admin and the REST front read them as real documents.
import type { FirestoreState } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import type { EmbeddedFirestore } from './index.js';
import { type PFields, type PValue, NULL, dateToTs, rfc3339ToTs } from './values.js';
import { applyWrites } from './writes.js';

const DATABASE = '(default)';

function toValue(v: unknown, where: string, root: string): PValue {
  if (v === null) return NULL;
  if (typeof v === 'boolean') return { boolean_value: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integer_value: v } : { double_value: v };
  if (typeof v === 'string') return { string_value: v };
  if (v instanceof Date) return { timestamp_value: dateToTs(v) };
  if (Array.isArray(v)) return { array_value: { values: v.map((x, i) => toValue(x, `${where}[${i}]`, root)) } };
  if (typeof v === 'object') {
    const entries = Object.entries(v);
    const [key, inner] = entries[0] ?? [];
    if (entries.length === 1 && typeof inner === 'string') {
      if (key === '__timestamp') return { timestamp_value: rfc3339ToTs(inner) };
      if (key === '__bytes') return { bytes_value: new Uint8Array(Buffer.from(inner, 'base64')) };
      if (key === '__ref') return { reference_value: `${root}/${inner}` };
    }
    return { map_value: { fields: toFields(v as Record<string, unknown>, where, root) } };
  }
  throw new Error(`Unsupported seed value at ${where}: ${String(v)}`);
}

const toFields = (data: Record<string, unknown>, where: string, root: string): PFields =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v, `${where}.${k}`, root)]));

/** Writes every document of the seed (replacing existing ones) in one atomic batch. */
export function loadSeed(fs: Pick<EmbeddedFirestore, 'state' | 'projectId'>, seed: Record<string, unknown>): void {
  const root = `projects/${fs.projectId}/databases/${DATABASE}/documents`;
  const writes = Object.entries(seed).map(([path, data]) => {
    const segments = path.split('/').filter(Boolean);
    if (segments.length === 0 || segments.length % 2 !== 0) throw new Error(`Seed key is not a document path: ${path}`);
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new Error(`Seed document ${path} is not an object`);
    const fields = toFields(data as Record<string, unknown>, path, root);
    return Write.fromObject({ update: { name: `${root}/${segments.join('/')}`, fields } } as Parameters<
      typeof Write.fromObject
    >[0]);
  });
  applyWrites(fs.state, new Date(), writes);
}

/** Removes every document of every project (test reset). */
export function clearAll(target: FirestoreState | Pick<EmbeddedFirestore, 'state'>): void {
  ('state' in target ? target.state : target).clear();
}
