import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
  type RulesTestContext,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  query,
  where,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { rulesEnvironment, rulesEvaluated } from './environment';

/**
 * Runs in Google's Firestore emulator only (in `npm test`'s stack, or alone with `npm run test:rules`): it evaluates the
 * repository's firestore.rules. Every collection the rules name, and others the browser must never touch, for
 * every identity a browser can have, and every operation: get, list, create, update, delete.
 */
const PRACTICE_CODE = 'c0a80101-0000-4000-8000-00000000abcd';
const COMPANY_CODE = 'c0a80101-0000-4000-8000-00000000c1c1';
let env: RulesTestEnvironment;

/**
 * The identities a browser can have. The code holders are signed out: the code itself is what they hold (the
 * rules know no owner of an interview). Members carry their company in the token as a claim would.
 */
const IDENTITIES: Record<string, () => RulesTestContext> = {
  anonymous: () => env.unauthenticatedContext(),
  'holder of a practice code': () => env.unauthenticatedContext(),
  'holder of a company interview code': () => env.unauthenticatedContext(),
  'signed-in member of the company': () => env.authenticatedContext('member-c1', { companyId: 'c1' }),
  'member of another company': () => env.authenticatedContext('member-c2', { companyId: 'c2' }),
  'removed member': () => env.authenticatedContext('removed-c1'),
};

/** Documents with a company's or a candidate's data: no browser gets, lists or writes any of them. */
const CLOSED: Record<string, Record<string, unknown>> = {
  [`interview_private/${PRACTICE_CODE}`]: { companyId: 'c1', context: { candidateCV: 'CV' } },
  'outbox/e1': { to: 'ana@correo.test', text: 'enlace personal' },
  'candidate_links/h1': { applicationId: 'a1' },
  [`practice_shares/${PRACTICE_CODE}`]: { applicationId: 'a1', companyId: 'c1', report: { score: 80 } },
  'audit_log/x1': { companyId: 'c1', kind: 'candidate.cvViewed', at: 1 },
  'interview_bookings/b1': { companyId: 'c1', status: 'scheduled' },
  'interview_availability/member-c1': { companyId: 'c1', from: '09:00' },
  // Not named by the rules: the catch-all refuses them.
  'vacancies/v1': { companyId: 'c1', title: 'Privada' },
  'applications/a1': { companyId: 'c1', vacancyId: 'v1', email: 'ana@correo.test' },
  // Issue 30: a CV file's chunks, under their application: read by the functions alone (the API serves them).
  'applications/a1/cv_chunks/f1-0': { fileId: 'f1', chunkIndex: 0, data: 'JVBERi0xLjQK' },
  'cv_uploads/f1': { applicationId: 'a1', fileId: 'f1', createdAt: 1 },
  'companies/c1': { name: 'Empresa Uno' },
  'users/member-c1': { companyId: 'c1', role: 'owner' },
  'team_invitations/t1': { companyId: 'c1', email: 'nuevo@correo.test' },
  'webhook_endpoints/w1': { companyId: 'c1', secret: 'whsec' },
  'scorecards/s1': { companyId: 'c1', applicationId: 'a1' },
  'withdrawals/w1': { vacancyId: 'v1' },
};

beforeAll(async () => {
  if (!rulesEvaluated) return;
  env = await rulesEnvironment('demo-clara-rules');
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, 'interviews', PRACTICE_CODE), { status: 'Finished' });
    batch.set(doc(db, 'interviews', 'corto'), { status: 'Finished' });
    batch.set(doc(db, 'company_interviews', COMPANY_CODE), { status: 'Not Started' });
    batch.set(doc(db, 'company_interviews', 'corto'), { status: 'Not Started' });
    batch.set(doc(db, 'media/m1'), { storeMethod: 'chunked', totalChunks: 1 });
    batch.set(doc(db, 'media/m1/chunks/0'), { chunkIndex: 0, data: 'AA==' });
    for (const [path, data] of Object.entries(CLOSED)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}, 60_000);

afterAll(async () => {
  await env?.cleanup();
});

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

describe.skipIf(!rulesEvaluated).each(Object.entries(IDENTITIES))('firestore.rules for the %s', (_name, context) => {
  it('gets an interview only by its full 36-character code; never lists or writes interviews', async () => {
    const db = context().firestore();
    for (const [name, code] of [
      ['interviews', PRACTICE_CODE],
      ['company_interviews', COMPANY_CODE],
    ] as const) {
      await assertSucceeds(getDoc(doc(db, name, code)));
      await assertFails(getDoc(doc(db, name, 'corto')));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, name, code), { status: 'Finished' }));
      await assertFails(setDoc(doc(db, name, 'c0a80101-0000-4000-8000-000000000new'), { status: 'Not Started' }));
      await assertFails(updateDoc(doc(db, name, code), { status: 'Finished' }));
      await assertFails(deleteDoc(doc(db, name, code)));
    }
  });

  it('gets media by id and lists its chunks; never lists media or writes media or chunks', async () => {
    const db = context().firestore();
    await assertSucceeds(getDoc(doc(db, 'media/m1')));
    await assertSucceeds(getDoc(doc(db, 'media/m1/chunks/0')));
    await assertSucceeds(getDocs(collection(db, 'media/m1/chunks')));
    await assertFails(getDocs(collection(db, 'media')));
    await assertFails(setDoc(doc(db, 'media/m2'), { storeMethod: 'inline' }));
    await assertFails(updateDoc(doc(db, 'media/m1'), { totalChunks: 2 }));
    await assertFails(deleteDoc(doc(db, 'media/m1')));
    await assertFails(setDoc(doc(db, 'media/m1/chunks/1'), { chunkIndex: 1, data: 'AA==' }));
    await assertFails(updateDoc(doc(db, 'media/m1/chunks/0'), { data: 'BB==' }));
    await assertFails(deleteDoc(doc(db, 'media/m1/chunks/0')));
  });

  it('never reads a CV file’s chunks, not even across applications (collection group)', async () => {
    const db = context().firestore();
    await assertFails(getDocs(collectionGroup(db, 'cv_chunks')));
    await assertFails(getDocs(query(collectionGroup(db, 'cv_chunks'), where('fileId', '==', 'f1'))));
  });

  it.each(Object.keys(CLOSED))('never gets, lists, creates, updates or deletes %s', async (path) => {
    const db = context().firestore();
    await assertFails(getDoc(doc(db, path)));
    await assertFails(getDocs(collection(db, parentOf(path))));
    await assertFails(setDoc(doc(db, `${parentOf(path)}/nuevo`), { companyId: 'c1' }));
    await assertFails(setDoc(doc(db, path), { companyId: 'c2' }));
    await assertFails(updateDoc(doc(db, path), { companyId: 'c2' }));
    await assertFails(deleteDoc(doc(db, path)));
  });
});
