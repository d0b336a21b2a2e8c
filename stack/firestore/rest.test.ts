// Documents written with firebase-admin (gRPC) read back through the real firebase/firestore/lite (REST).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  type Firestore,
  type Bytes,
  GeoPoint,
  collection,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  terminate,
  where,
} from 'firebase/firestore/lite';
import { Timestamp as AdminTimestamp, GeoPoint as AdminGeoPoint } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, PROJECT_ID, startWithAdmin } from './test-support.js';

let h: AdminHarness;
let web: Firestore;
let webApp: ReturnType<typeof initializeApp>;
const code = randomUUID();

beforeAll(async () => {
  h = await startWithAdmin();
  webApp = initializeApp({ projectId: PROJECT_ID }, `web-${randomUUID()}`);
  web = getFirestore(webApp);
  connectFirestoreEmulator(web, '127.0.0.1', h.fs.restPort);

  await h.db.doc(`interviews/${code}`).set({
    title: 'Backend interview',
    questions: 12,
    score: 4.75,
    published: true,
    archivedAt: null,
    startsAt: AdminTimestamp.fromMillis(Date.UTC(2025, 0, 2, 9, 30, 0, 250)),
    owner: { name: 'Ana', langs: ['es', 'en'], address: { city: 'Lima', zip: 15001 } },
    steps: [1, 'two', { three: 3 }, [4]],
    blob: Buffer.from([0, 1, 254, 255]),
    where: new AdminGeoPoint(-12.05, -77.04),
    media: h.db.doc('media/m1'),
  });
  await h.db.doc('media/m1').set({ kind: 'video' });
  await Promise.all(
    [3, 1, 2, 5, 4].map((index) => h.db.doc(`media/m1/chunks/c${index}`).set({ index, text: `chunk ${index}` })),
  );
});

afterAll(async () => {
  await terminate(web);
  await deleteApp(webApp);
  await h.stop();
});

describe('firebase/firestore/lite against the REST front', () => {
  it('reads every value type written by firebase-admin', async () => {
    const snap = await getDoc(doc(web, 'interviews', code));
    expect(snap.exists()).toBe(true);
    const data = snap.data()!;
    expect(data).toMatchObject({
      title: 'Backend interview',
      questions: 12,
      score: 4.75,
      published: true,
      archivedAt: null,
      owner: { name: 'Ana', langs: ['es', 'en'], address: { city: 'Lima', zip: 15001 } },
      steps: [1, 'two', { three: 3 }, [4]],
    });
    expect(data.startsAt.toMillis()).toBe(Date.UTC(2025, 0, 2, 9, 30, 0, 250));
    expect((data.blob as Bytes).toUint8Array()).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect((data.where as GeoPoint).isEqual(new GeoPoint(-12.05, -77.04))).toBe(true);
    expect(data.media.path).toBe('media/m1');
  });

  it('reports missing documents', async () => {
    const snap = await getDoc(doc(web, 'interviews', randomUUID()));
    expect(snap.exists()).toBe(false);
  });

  it('queries a subcollection with where, orderBy, limit and a cursor', async () => {
    const chunks = collection(web, 'media', 'm1', 'chunks');
    const ordered = await getDocs(query(chunks, orderBy('index')));
    expect(ordered.docs.map((d) => d.get('index'))).toEqual([1, 2, 3, 4, 5]);
    const filtered = await getDocs(query(chunks, where('index', '>', 1), orderBy('index', 'desc'), limit(2)));
    expect(filtered.docs.map((d) => d.id)).toEqual(['c5', 'c4']);
    const page = await getDocs(query(chunks, orderBy('index'), startAfter(3)));
    expect(page.docs.map((d) => d.data())).toEqual([
      { index: 4, text: 'chunk 4' },
      { index: 5, text: 'chunk 5' },
    ]);
    expect((await getDocs(query(chunks, where('text', '==', 'nope')))).empty).toBe(true);
    expect((await getCount(chunks)).data().count).toBe(5);
  });
});

describe('REST JSON shapes', () => {
  const base = () => `http://127.0.0.1:${h.fs.restPort}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const post = (path: string, body: unknown) =>
    fetch(`${base()}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'text/plain' },
    });
  const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/;

  it('answers batchGet with found and missing entries', async () => {
    const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
    const res = await post(':batchGet', { documents: [`${root}/media/m1/chunks/c2`, `${root}/media/none`] });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const [found, missing] = (await res.json()) as Array<Record<string, any>>;
    expect(found!.found).toMatchObject({
      name: `${root}/media/m1/chunks/c2`,
      fields: { index: { integerValue: '2' }, text: { stringValue: 'chunk 2' } },
    });
    expect(found!.found.createTime).toMatch(rfc3339);
    expect(found!.readTime).toMatch(rfc3339);
    expect(missing).toEqual({ missing: `${root}/media/none`, readTime: expect.stringMatching(rfc3339) });
  });

  it('answers runQuery with documents, or only a readTime when empty', async () => {
    const structuredQuery = {
      from: [{ collectionId: 'chunks' }],
      where: { fieldFilter: { field: { fieldPath: 'index' }, op: 'LESS_THAN_OR_EQUAL', value: { integerValue: '2' } } },
      orderBy: [{ field: { fieldPath: 'index' }, direction: 'DESCENDING' }],
      limit: 5,
    };
    const rows = (await (await post('/media/m1:runQuery', { structuredQuery })).json()) as Array<Record<string, any>>;
    expect(rows.map((r) => r.document.fields.index.integerValue)).toEqual(['2', '1']);
    expect(rows[0]!.readTime).toMatch(rfc3339);
    const empty = await post('/media/nothing:runQuery', { structuredQuery });
    expect(await empty.json()).toEqual([{ readTime: expect.stringMatching(rfc3339) }]);
  });

  it('answers CORS preflight and reports errors as JSON', async () => {
    const pre = await fetch(`${base()}:runQuery`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'x-goog-api-client,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-firebase-gmpid');
    const bad = await post('/media/m1:runQuery', {
      structuredQuery: {
        from: [{ collectionId: 'chunks' }],
        orderBy: [{ field: { fieldPath: 'index' }, direction: 'SIDEWAYS' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
  });
});
