// Atomic application of Commit writes. Replaces the package's `writeV1Document` loop, which
// applied writes one by one (a failing precondition left earlier writes applied), merged on a
// plain `set` instead of replacing the document, could not delete fields (`FieldValue.delete()`),
// threw on `arrayUnion` over a missing field and stopped after the first array/server transform.
import type { FirestoreState } from '@firestore-emulator/server';
import {
  type DocumentTransformFieldTransform,
  Write,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { readDocument } from './query.js';
import {
  type PFields,
  type PValue,
  type Ts,
  FirestoreError,
  arrayOf,
  compareValues,
  dateToTs,
  fromProtoFields,
  fromProtoValue,
  getPath,
  isNumber,
  numberOf,
  parseFieldPath,
  setPath,
  valuesEqual,
} from './values.js';

export interface AppliedWrite {
  update_time: Ts;
  transform_results: PValue[];
}
interface Pending {
  exists: boolean;
  fields: PFields;
  updateTime?: Ts;
}

function transformValue(t: DocumentTransformFieldTransform, current: PValue | undefined, now: Ts): PValue {
  if (t.has_set_to_server_value) return { timestamp_value: now };
  if (t.has_increment) {
    const by = fromProtoValue(t.increment);
    if (!current || !isNumber(current)) return by;
    const sum = numberOf(current) + numberOf(by);
    return 'integer_value' in current && 'integer_value' in by ? { integer_value: sum } : { double_value: sum };
  }
  if (t.has_maximum || t.has_minimum) {
    const operand = fromProtoValue(t.has_maximum ? t.maximum : t.minimum);
    if (!current || !isNumber(current)) return operand;
    const c = compareValues(operand, current);
    return (t.has_maximum ? c > 0 : c < 0) ? operand : current;
  }
  const base = arrayOf(current) ?? [];
  if (t.has_append_missing_elements) {
    const out = [...base];
    for (const v of t.append_missing_elements.values.map(fromProtoValue)) {
      if (!out.some((x) => valuesEqual(x, v))) out.push(v);
    }
    return { array_value: { values: out } };
  }
  if (t.has_remove_all_from_array) {
    const remove = t.remove_all_from_array.values.map(fromProtoValue);
    return { array_value: { values: base.filter((x) => !remove.some((r) => valuesEqual(x, r))) } };
  }
  throw new FirestoreError(3, `Unsupported transform on ${t.field_path}`);
}

function targetName(w: Write): string {
  if (w.has_update) return w.update.name;
  if (w.has_delete) return w.delete;
  if (w.has_transform) return w.transform.document;
  throw new FirestoreError(3, 'Write has no operation.');
}

function checkPrecondition(w: Write, doc: Pending, name: string): void {
  if (!w.has_current_document) return;
  const pc = w.current_document;
  if (pc.has_exists && pc.exists && !doc.exists) throw new FirestoreError(5, `No document to update: ${name}`);
  if (pc.has_exists && !pc.exists && doc.exists) throw new FirestoreError(6, `Document already exists: ${name}`);
  if (pc.has_update_time) {
    const want = pc.update_time;
    const have = doc.updateTime;
    if (!doc.exists || !have || have.seconds !== Number(want.seconds) || have.nanos !== want.nanos) {
      throw new FirestoreError(9, `The document was modified since the given update time: ${name}`);
    }
  }
}

/** Validates every write against the state, then applies them all, or none when one fails. */
export function applyWrites(state: FirestoreState, date: Date, writes: Write[]): AppliedWrite[] {
  const now = dateToTs(date);
  const pending = new Map<string, Pending>();
  const load = (name: string): Pending => {
    const seen = pending.get(name);
    if (seen) return seen;
    const stored = readDocument(state.getDocument(name));
    return { exists: stored !== null, fields: stored?.fields ?? {}, updateTime: stored?.update_time };
  };

  const results = writes.map((w): AppliedWrite => {
    const name = targetName(w);
    const doc = load(name);
    checkPrecondition(w, doc, name);
    if (w.has_delete) {
      pending.set(name, { exists: false, fields: {} });
      return { update_time: now, transform_results: [] };
    }
    let fields = doc.fields;
    if (w.has_update) {
      const incoming = fromProtoFields(w.update.fields);
      if (w.has_update_mask) {
        // Masked paths absent from `incoming` are deletions.
        for (const path of w.update_mask.field_paths) {
          const segments = parseFieldPath(path);
          fields = setPath(fields, segments, getPath(incoming, segments));
        }
      } else {
        fields = incoming;
      }
    }
    const transforms = w.has_transform ? w.transform.field_transforms : w.update_transforms;
    const transformResults = transforms.map((t) => {
      const segments = parseFieldPath(t.field_path);
      const value = transformValue(t, getPath(fields, segments), now);
      fields = setPath(fields, segments, value);
      return value;
    });
    pending.set(name, { exists: true, fields, updateTime: now });
    return { update_time: now, transform_results: transformResults };
  });

  for (const [name, next] of pending) {
    const doc = state.getDocument(name);
    const before = doc.metadata;
    if (!next.exists) {
      if (before.hasExist) doc.delete();
      continue;
    }
    // The package's `set` merges top-level keys, so a removed key needs a delete + re-create.
    const oldKeys = before.hasExist ? Object.keys(readDocument(doc)!.fields) : [];
    const removesKeys = oldKeys.some((key) => !(key in next.fields));
    if (removesKeys) doc.delete();
    state.writeV1Document(date, Write.fromObject({ update: { name, fields: next.fields } }));
    if (removesKeys && before.hasExist) {
      doc.metadata = { hasExist: true, createdAt: before.createdAt, updatedAt: date };
    }
  }
  return results;
}
