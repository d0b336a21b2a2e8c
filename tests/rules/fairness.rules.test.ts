import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';

/**
 * Issue 33: the voluntary self-identification, the fairness counters and settings are the functions' alone. Runs
 * against the official Firestore emulator only (`npm run test:rules`), which enforces firestore.rules.
 */
let env: RulesTestEnvironment;
const FAIRNESS_DOCS = ['self_identification/a1', 'fairness_counts/v1', 'fairness_settings/c1'] as const;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-clara-rules-fairness',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'self_identification/a1'), {
      companyId: 'c1',
      vacancyId: 'v1',
      tokenHash: 'h',
      answers: { sex: 'mujer', ageBand: '40_o_mas', disability: 'si', origin: 'otro_pais' },
      answeredAt: 1,
      decided: false,
    });
    await setDoc(doc(db, 'fairness_counts/v1'), { companyId: 'c1', profiles: {} });
    await setDoc(doc(db, 'fairness_settings/c1'), { selfIdentificationTiming: 'application' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('fairness data in firestore.rules', () => {
  it('lets no browser and no member (the owner included) read, list or write it', async () => {
    const contexts = [
      env.unauthenticatedContext(),
      env.authenticatedContext('owner-uid', { email: 'duena@empresa.test' }),
      env.authenticatedContext('recruiter-uid'),
    ];
    for (const context of contexts) {
      const db = context.firestore();
      for (const path of FAIRNESS_DOCS) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { companyId: 'c1' }));
        await assertFails(deleteDoc(doc(db, path)));
      }
      for (const name of ['self_identification', 'fairness_counts', 'fairness_settings'])
        await assertFails(getDocs(collection(db, name)));
    }
  });
});
