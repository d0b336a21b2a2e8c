import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setLogLevel,
  terminate,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMayGet, browserMayList, loadSeed } from './index.js';
import { type AdminHarness, PROJECT_ID, startWithAdmin } from './test-support.js';

const code = randomUUID();
const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
let h: AdminHarness;

beforeAll(async () => {
  setLogLevel('silent'); // the expected denials would otherwise be logged as warnings
  h = await startWithAdmin();
  loadSeed(h.fs, {
    [`interviews/${code}`]: { title: 'public by code' },
    'interviews/short': { title: 'not 36 characters' },
    'vacancies/x': { title: 'company only' },
    [`interview_private/${code}`]: { context: { candidateCV: 'CV' }, companyId: 'c1' },
    'outbox/e1': { to: 'ana@correo.test', text: 'enlace personal' },
    'candidate_links/h1': { applicationId: 'a1' },
    [`practice_shares/${code}`]: { applicationId: 'a1', companyId: 'c1', report: { score: 80 } },
    'media/m1': { kind: 'audio' },
    'media/m1/chunks/c1': { index: 1 },
  });
});
afterAll(() => h.stop());

function post(path: string, body: unknown, authorization?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
  if (authorization) headers.Authorization = authorization;
  return fetch(`http://127.0.0.1:${h.fs.restPort}/v1/${root}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}
const get = (path: string, authorization?: string) =>
  post(':batchGet', { documents: [`${root}/${path}`] }, authorization);
const list = (parent: string, collectionId: string, authorization?: string) =>
  post(`${parent}:runQuery`, { structuredQuery: { from: [{ collectionId }] } }, authorization);
const DENIED = { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' } };

describe('rules mirror on the REST front', () => {
  it('refuses documents outside the allow-list', async () => {
    const res = await get('vacancies/x');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(DENIED);
    expect((await get('interviews/short')).status).toBe(403);
    expect((await get(`interview_private/${code}`)).status).toBe(403);
    expect((await get('outbox/e1')).status).toBe(403);
    expect((await get('candidate_links/h1')).status).toBe(403);
    expect((await get(`practice_shares/${code}`)).status).toBe(403);
    expect((await post(':batchGet', { documents: [`${root}/media/m1`, `${root}/vacancies/x`] })).status).toBe(403);
  });

  it('refuses queries except chunk listings', async () => {
    expect((await list('', 'interviews')).status).toBe(403);
    expect((await list('', 'media')).status).toBe(403);
    expect((await list('', 'interview_private')).status).toBe(403);
    expect((await list('', 'outbox')).status).toBe(403);
    expect((await list('', 'candidate_links')).status).toBe(403);
    expect((await list('', 'practice_shares')).status).toBe(403);
    const chunks = await list('/media/m1', 'chunks');
    expect(chunks.status).toBe(200);
    expect(((await chunks.json()) as unknown[]).length).toBe(1);
    const group = await post(':runQuery', {
      structuredQuery: { from: [{ collectionId: 'chunks', allDescendants: true }] },
    });
    expect(group.status).toBe(403);
  });

  it('allows single gets of interviews by full code and of media', async () => {
    expect((await get(`interviews/${code}`)).status).toBe(200);
    expect((await get(`company_interviews/${randomUUID()}`)).status).toBe(200);
    expect((await get('media/m1')).status).toBe(200);
    expect((await get('media/m1/chunks/c1')).status).toBe(200);
  });

  it('refuses writes, also for signed-in users, and lets Bearer owner through', async () => {
    expect((await post(':commit', { writes: [] })).status).toBe(403);
    expect((await get('vacancies/x', 'Bearer eyJhbGciOiJub25lIn0.e30.')).status).toBe(403);
    expect((await get('vacancies/x', 'Bearer owner')).status).toBe(200);
    expect((await list('', 'interviews', 'Bearer owner')).status).toBe(200);
  });

  it('behaves the same through firebase/firestore/lite', async () => {
    const anonymous = getFirestore(initializeApp({ projectId: PROJECT_ID }, `anon-${randomUUID()}`));
    connectFirestoreEmulator(anonymous, '127.0.0.1', h.fs.restPort);
    expect((await getDoc(doc(anonymous, 'interviews', code))).get('title')).toBe('public by code');
    await expect(getDoc(doc(anonymous, 'vacancies/x'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDocs(collection(anonymous, 'interviews'))).rejects.toMatchObject({ code: 'permission-denied' });
    // What admin tooling does against the official emulator.
    const owner = getFirestore(initializeApp({ projectId: PROJECT_ID }, `owner-${randomUUID()}`));
    connectFirestoreEmulator(owner, '127.0.0.1', h.fs.restPort, { mockUserToken: 'owner' });
    expect((await getDocs(collection(owner, 'interviews'))).size).toBe(2);
    for (const db of [anonymous, owner]) {
      await terminate(db);
      await deleteApp(db.app);
    }
  });
});

describe('allow-list table', () => {
  it('matches paths segment by segment', () => {
    expect(browserMayGet(`interviews/${code}`)).toBe(true);
    expect(browserMayGet('interviews/abc')).toBe(false);
    expect(browserMayGet(`interviews/${code}/answers/a`)).toBe(false);
    expect(browserMayGet('media/m1/chunks/c9')).toBe(true);
    expect(browserMayList('media/m1/chunks')).toBe(true);
    expect(browserMayList('media')).toBe(false);
    expect(browserMayList('interviews')).toBe(false);
  });
});
