import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { rulesEnvironment, rulesEvaluated } from './environment';

/**
 * Issue 33: the voluntary self-identification, the fairness counters and settings are the functions' alone. Runs
 * against the official Firestore emulator only (in `npm test`'s stack, or `npm run test:rules`), which enforces firestore.rules.
 */
let env: RulesTestEnvironment;
const FAIRNESS_DOCS = ['self_identification/a1', 'fairness_counts/v1', 'fairness_settings/c1'] as const;

beforeAll(async () => {
  if (!rulesEvaluated) return;
  env = await rulesEnvironment('demo-clara-rules-fairness');
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

describe.skipIf(!rulesEvaluated)('fairness data in firestore.rules', () => {
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
