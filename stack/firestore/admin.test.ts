// firebase-admin semantics the package got wrong or lacked: replacing sets, field deletes,
// transforms, cursors, collection groups, aggregations.
import { AggregateField, FieldPath, FieldValue, type QuerySnapshot, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAll } from './index.js';
import { type AdminHarness, startWithAdmin } from './test-support.js';

let h: AdminHarness;
beforeAll(async () => {
  h = await startWithAdmin();
});
afterAll(() => h.stop());
beforeEach(() => clearAll(h.fs));

describe('writes', () => {
  it('replaces on set, merges on set({merge}), deletes fields on update', async () => {
    const ref = h.db.doc('docs/a');
    await ref.set({ a: 1, b: { c: 2, d: 3 } });
    const created = (await ref.get()).createTime!;
    await ref.set({ b: { c: 5 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: { c: 5, d: 3 } });
    await ref.update({ 'b.d': FieldValue.delete(), a: FieldValue.delete() });
    const snap = await ref.get();
    expect(snap.data()).toEqual({ b: { c: 5 } });
    expect(snap.createTime!.isEqual(created)).toBe(true);
    await ref.set({ z: true });
    expect((await ref.get()).data()).toEqual({ z: true });
  });

  it('applies every transform of one write, also on missing fields', async () => {
    const ref = h.db.doc('docs/t');
    await ref.set({ n: 1 });
    await ref.update({
      n: FieldValue.increment(2),
      f: FieldValue.increment(0.5),
      at: FieldValue.serverTimestamp(),
      tags: FieldValue.arrayUnion('x', 'y'),
      gone: FieldValue.arrayRemove('x'),
    });
    await ref.update({ tags: FieldValue.arrayRemove('x'), n: FieldValue.increment(1) });
    const data = (await ref.get()).data()!;
    expect(data).toMatchObject({ n: 4, f: 0.5, tags: ['y'], gone: [] });
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  it('checks update() and lastUpdateTime preconditions', async () => {
    await expect(h.db.doc('docs/none').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
    const ref = h.db.doc('docs/p');
    const first = await ref.set({ a: 1 });
    await ref.set({ a: 2 });
    await expect(ref.update({ a: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({ code: 9 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('runs BulkWriter and recursiveDelete', async () => {
    const writer = h.db.bulkWriter();
    for (let i = 0; i < 5; i++) void writer.set(h.db.doc(`bulk/${i}/sub/x`), { i });
    await writer.close();
    expect((await h.db.collectionGroup('sub').get()).size).toBe(5);
    await h.db.recursiveDelete(h.db.collection('bulk'));
    expect((await h.db.collectionGroup('sub').get()).size).toBe(0);
  });
});

describe('queries', () => {
  beforeEach(async () => {
    const batch = h.db.batch();
    const rows = [
      { id: 'a', n: 3, city: 'Lima', tags: ['x'], meta: { rank: 2 } },
      { id: 'b', n: 1, city: 'Quito', tags: ['y'], meta: { rank: 1 } },
      { id: 'c', n: 2, city: 'Lima', tags: ['x', 'y'], meta: { rank: 3 } },
      { id: 'd', n: 2.5, city: null, tags: [], meta: { rank: 4 } },
      { id: 'e', city: 'Bogotá', tags: [] },
    ];
    for (const { id, ...data } of rows) batch.set(h.db.doc(`places/${id}`), data);
    batch.set(h.db.doc('places/a/visits/v1'), { n: 10 });
    await batch.commit();
  });
  const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id);

  it('filters, orders (leaving out docs without the field) and limits', async () => {
    expect(ids(await h.db.collection('places').orderBy('n').get())).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(await h.db.collection('places').where('n', '>', 1).orderBy('n', 'desc').limit(2).get())).toEqual([
      'a',
      'd',
    ]);
    expect(ids(await h.db.collection('places').where('city', 'in', ['Lima', 'Quito']).get())).toEqual(['a', 'b', 'c']);
    expect(ids(await h.db.collection('places').where('city', '==', null).get())).toEqual(['d']);
    expect(ids(await h.db.collection('places').where('tags', 'array-contains', 'y').get())).toEqual(['b', 'c']);
    expect(ids(await h.db.collection('places').where('meta.rank', '>=', 3).get())).toEqual(['c', 'd']);
    expect(ids(await h.db.collection('places').where(FieldPath.documentId(), '>', 'c').get())).toEqual(['d', 'e']);
  });

  it('supports cursors, offsets, limitToLast, select and collection groups', async () => {
    const byN = h.db.collection('places').orderBy('n');
    expect(ids(await byN.startAfter(1).endAt(2.5).get())).toEqual(['c', 'd']);
    expect(ids(await byN.offset(1).limit(2).get())).toEqual(['c', 'd']);
    expect(ids(await byN.limitToLast(2).get())).toEqual(['d', 'a']);
    const selected = await h.db.collection('places').select('city').where('city', '==', 'Quito').get();
    expect(selected.docs[0]!.data()).toEqual({ city: 'Quito' });
    expect(ids(await h.db.collectionGroup('visits').get())).toEqual(['v1']);
  });

  it('aggregates and lists collections', async () => {
    const agg = await h.db
      .collection('places')
      .where('city', '==', 'Lima')
      .aggregate({ count: AggregateField.count(), total: AggregateField.sum('n') })
      .get();
    expect(agg.data()).toEqual({ count: 2, total: 5 });
    expect((await h.db.collection('places').count().get()).data().count).toBe(5);
    expect((await h.db.listCollections()).map((c) => c.id)).toEqual(['places']);
    expect((await h.db.doc('places/a').listCollections()).map((c) => c.id)).toEqual(['visits']);
    // Not implemented, but answered instead of crashing the server.
    await expect(h.db.collection('places').listDocuments()).rejects.toMatchObject({ code: 12 });
  });
});
