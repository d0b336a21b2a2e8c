import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAll } from './index.js';
import { type AdminHarness, sleep, startWithAdmin } from './test-support.js';

// The default 20 s lock timeout: a lock that is not released shows up as a stalled test.
let h: AdminHarness;
beforeAll(async () => {
  h = await startWithAdmin();
});
afterAll(() => h.stop());
beforeEach(() => clearAll(h.fs));

describe('transactions through firebase-admin', () => {
  it('serialises ten concurrent read-modify-write transactions', async () => {
    const ref = h.db.doc('counters/main');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        h.db.runTransaction(async (t) => {
          const snap = await t.get(ref);
          t.update(ref, { n: snap.get('n') + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(10);
  });

  it('serialises transactions that read through a query', async () => {
    const ref = h.db.doc('counters/q');
    await ref.set({ n: 0, kind: 'q' });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        h.db.runTransaction(async (t) => {
          const snap = await t.get(h.db.collection('counters').where('kind', '==', 'q'));
          t.update(ref, { n: snap.docs[0]!.get('n') + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(5);
  });

  it('makes a non-transactional write wait for a running transaction', async () => {
    const ref = h.db.doc('counters/mixed');
    await ref.set({ n: 0 });
    const order: string[] = [];
    let outsideWrite: Promise<unknown> | undefined;
    await h.db.runTransaction(async (t) => {
      const snap = await t.get(ref);
      // Would be lost if it slipped in between this read and the commit below.
      outsideWrite = ref.update({ n: FieldValue.increment(5) }).then(() => order.push('outside'));
      await sleep(100);
      order.push('transaction');
      t.update(ref, { n: snap.get('n') + 1 });
    });
    await outsideWrite;
    expect(order).toEqual(['transaction', 'outside']);
    expect((await ref.get()).get('n')).toBe(6);
  });

  it('releases the lock on rollback and lets read-only transactions run alongside', async () => {
    const ref = h.db.doc('counters/rb');
    await ref.set({ n: 1 });
    await expect(
      h.db.runTransaction(async (t) => {
        await t.get(ref);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const started = Date.now();
    await h.db.runTransaction(async (t) => {
      const snap = await t.get(ref);
      // A read-only transaction does not queue behind this one.
      const ro = await h.db.runTransaction((r) => r.get(ref), { readOnly: true });
      expect(ro.get('n')).toBe(1);
      t.set(ref, { n: snap.get('n') + 1 });
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('aborts a transaction that held the lock past the timeout and lets others proceed', async () => {
    const short = await startWithAdmin({ lockTimeoutMs: 300 });
    try {
      const ref = short.db.doc('counters/slow');
      await ref.set({ n: 0 });
      const slow = short.db.runTransaction(
        async (t) => {
          const snap = await t.get(ref);
          await sleep(900);
          t.update(ref, { n: snap.get('n') + 100 });
        },
        { maxAttempts: 1 },
      );
      await sleep(50);
      // Gets the lock once the slow transaction's lock times out.
      await short.db.runTransaction(async (t) => {
        const snap = await t.get(ref);
        t.update(ref, { n: snap.get('n') + 1 });
      });
      await expect(slow).rejects.toMatchObject({ code: 10 });
      expect((await ref.get()).get('n')).toBe(1);
    } finally {
      await short.stop();
    }
  });
});

describe('writes through firebase-admin', () => {
  it('fails create() on an existing document with ALREADY_EXISTS', async () => {
    const ref = h.db.doc('things/one');
    await ref.create({ a: 1 });
    await expect(ref.create({ a: 2 })).rejects.toMatchObject({ code: 6 });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('keeps every element of concurrent arrayUnion updates', async () => {
    const ref = h.db.doc('things/tags');
    await ref.set({ title: 'x' });
    const tags = Array.from({ length: 25 }, (_, i) => `t${i}`);
    await Promise.all(tags.map((tag) => ref.update({ tags: FieldValue.arrayUnion(tag) })));
    expect([...(await ref.get()).get('tags')].sort()).toEqual([...tags].sort());
  });

  it('applies a batch atomically', async () => {
    await h.db.doc('things/existing').set({ a: 1 });
    const batch = h.db.batch();
    batch.set(h.db.doc('things/new'), { b: 1 });
    batch.create(h.db.doc('things/existing'), { a: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await h.db.doc('things/new').get()).exists).toBe(false);
  });
});
