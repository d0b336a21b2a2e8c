import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';

/** Runs against the official Firestore emulator only (`npm run test:rules`): it enforces firestore.rules. */
const CODE = 'c0a80101-0000-4000-8000-00000000abcd';
let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-clara-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'interviews', CODE), { status: 'Finished' });
    await setDoc(doc(db, 'company_interviews', CODE), { status: 'Not Started' });
    await setDoc(doc(db, 'media/m1'), { storeMethod: 'chunked', totalChunks: 1 });
    await setDoc(doc(db, 'media/m1/chunks/0'), { chunkIndex: 0, data: 'AA==' });
    await setDoc(doc(db, 'vacancies/v1'), { companyId: 'c1', title: 'Privada' });
    await setDoc(doc(db, 'interview_private', CODE), { companyId: 'c1', context: { candidateCV: 'CV' } });
    await setDoc(doc(db, 'outbox/e1'), { to: 'ana@correo.test', text: 'enlace personal' });
    await setDoc(doc(db, 'candidate_links/h1'), { applicationId: 'a1' });
    await setDoc(doc(db, 'practice_shares', CODE), { applicationId: 'a1', companyId: 'c1', report: { score: 80 } });
    await setDoc(doc(db, 'audit_log/x1'), { companyId: 'c1', kind: 'candidate.cvViewed', at: 1 });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules', () => {
  it('lets anyone get an interview by its code, never list them', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(db, 'interviews', CODE)));
    await assertSucceeds(getDoc(doc(db, 'company_interviews', CODE)));
    await assertFails(getDocs(collection(db, 'interviews')));
    await assertFails(getDocs(collection(db, 'company_interviews')));
  });

  it('lets anyone read media by id and list its chunks', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(db, 'media/m1')));
    await assertSucceeds(getDocs(collection(db, 'media/m1/chunks')));
    await assertFails(getDocs(collection(db, 'media')));
  });

  it('keeps company data and every write away from the browser, signed in or not', async () => {
    for (const context of [env.unauthenticatedContext(), env.authenticatedContext('recruiter')]) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, 'vacancies/v1')));
      await assertFails(getDoc(doc(db, 'interview_private', CODE)));
      await assertFails(getDocs(collection(db, 'interview_private')));
      for (const path of ['outbox/e1', 'candidate_links/h1']) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { to: 'x' }));
      }
      await assertFails(getDocs(collection(db, 'outbox')));
      await assertFails(getDocs(collection(db, 'candidate_links')));
      await assertFails(getDoc(doc(db, 'practice_shares', CODE)));
      await assertFails(getDocs(collection(db, 'practice_shares')));
      await assertFails(setDoc(doc(db, 'practice_shares', CODE), { report: null }));
      await assertFails(setDoc(doc(db, 'interviews', CODE), { status: 'Finished' }));
      await assertFails(setDoc(doc(db, 'media/m2'), { storeMethod: 'inline' }));
    }
  });

  it('keeps the audit log append-only for the functions: no client reads, writes, edits or deletes an entry', async () => {
    for (const context of [env.unauthenticatedContext(), env.authenticatedContext('owner')]) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, 'audit_log/x1')));
      await assertFails(getDocs(collection(db, 'audit_log')));
      await assertFails(setDoc(doc(db, 'audit_log/x2'), { companyId: 'c1', kind: 'candidate.cvViewed' }));
      await assertFails(updateDoc(doc(db, 'audit_log/x1'), { kind: 'team.invited' }));
      await assertFails(deleteDoc(doc(db, 'audit_log/x1')));
    }
  });

  it('keeps scheduled interviews and availability to the functions (issue 23)', async () => {
    for (const context of [env.unauthenticatedContext(), env.authenticatedContext('owner')]) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, 'interview_bookings/b1')));
      await assertFails(getDocs(collection(db, 'interview_bookings')));
      await assertFails(setDoc(doc(db, 'interview_bookings/b2'), { companyId: 'c1', status: 'scheduled' }));
      await assertFails(getDoc(doc(db, 'interview_availability/owner')));
      await assertFails(setDoc(doc(db, 'interview_availability/owner'), { from: '09:00' }));
    }
  });
});
