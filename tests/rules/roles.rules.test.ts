import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesEnvironment, rulesEvaluated } from './environment';

/**
 * Issue 32, roles per vacancy, where the browser reads Firestore itself: an interview by its code and media by id
 * (what a candidate holds), nothing else. A hiring manager or an interviewer, signed in, reads no more than an
 * anonymous browser: no vacancy, candidate, booking, scorecard or profile (their own included), no list of
 * interviews to find candidates they are not assigned, and they cannot give themselves a role or a vacancy. The
 * role is checked by the API alone (functions/src/team/access.ts), so no claim a token carries opens
 * anything here.
 */
const CODE_A = 'c0a80101-0000-4000-8000-0000000000a1';
const CODE_B = 'c0a80101-0000-4000-8000-0000000000b2';
let env: RulesTestEnvironment;

const SEEDED: Record<string, Record<string, unknown>> = {
  'vacancies/vA': { companyId: 'c1', title: 'Asignada' },
  'vacancies/vB': { companyId: 'c1', title: 'Oculta' },
  'applications/aA': { companyId: 'c1', vacancyId: 'vA', name: 'Ana' },
  'applications/aB': { companyId: 'c1', vacancyId: 'vB', name: 'Bruno' },
  'users/manager': { companyId: 'c1', email: 'responsable@empresa.test', role: 'hiringManager', vacancyIds: ['vA'] },
  'users/interviewer': { companyId: 'c1', email: 'entrevista@empresa.test', role: 'interviewer', vacancyIds: [] },
  'interview_bookings/bA': { companyId: 'c1', applicationId: 'aA', interviewerUids: ['interviewer'] },
  'scorecards/sA': { companyId: 'c1', applicationId: 'aA', uid: 'interviewer' },
  [`interview_private/${CODE_B}`]: { companyId: 'c1', applicationId: 'aB', vacancyId: 'vB' },
};

/** Members with their role as a custom claim would carry it (the rules must not trust it). */
const MEMBERS = {
  'hiring manager of vA': () =>
    env.authenticatedContext('manager', { companyId: 'c1', role: 'hiringManager', vacancyIds: ['vA', 'vB'] }),
  'interviewer of aA': () =>
    env.authenticatedContext('interviewer', { companyId: 'c1', role: 'interviewer', applicationIds: ['aA', 'aB'] }),
};

beforeAll(async () => {
  if (!rulesEvaluated) return;
  env = await rulesEnvironment('demo-clara-rules-roles');
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, data] of Object.entries(SEEDED)) await setDoc(doc(db, path), data);
    await setDoc(doc(db, 'company_interviews', CODE_A), { status: 'Finished' });
    await setDoc(doc(db, 'company_interviews', CODE_B), { status: 'Finished' });
  });
}, 60_000);

afterAll(async () => {
  await env?.cleanup();
});

describe.skipIf(!rulesEvaluated).each(Object.entries(MEMBERS))('firestore.rules for a %s', (_name, member) => {
  it.each(Object.keys(SEEDED))('reads, lists and writes nothing of %s, even what is assigned to them', async (path) => {
    const db = member().firestore();
    await assertFails(getDoc(doc(db, path)));
    const parent = path.split('/')[0]!;
    await assertFails(getDocs(collection(db, parent)));
    await assertFails(getDocs(query(collection(db, parent), where('companyId', '==', 'c1'))));
    await assertFails(updateDoc(doc(db, path), { companyId: 'c1' }));
  });

  it('cannot give themselves a role or a vacancy', async () => {
    const db = member().firestore();
    await assertFails(updateDoc(doc(db, 'users/manager'), { role: 'owner', vacancyIds: ['vA', 'vB'] }));
    await assertFails(updateDoc(doc(db, 'users/interviewer'), { role: 'recruiter' }));
    await assertFails(setDoc(doc(db, 'users/manager'), { companyId: 'c1', role: 'owner' }));
  });

  it('gets a company interview only by its code, like anyone holding it, and cannot list them', async () => {
    const db = member().firestore();
    await assertSucceeds(getDoc(doc(db, 'company_interviews', CODE_A)));
    await assertFails(getDocs(collection(db, 'company_interviews')));
    await assertFails(getDocs(query(collection(db, 'company_interviews'), where('status', '==', 'Finished'))));
    // What names the candidate behind a code is the functions' alone.
    await assertFails(getDoc(doc(db, 'interview_private', CODE_B)));
  });
});
