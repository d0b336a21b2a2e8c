import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { rulesEnvironment, rulesEvaluated } from './environment';

/**
 * Issue 32: what a company keeps about a person (`companies/{companyId}/people/{personKey}`: their tags, their
 * normalised name and email) is reached only through the API; no browser, no member (the owner included) reads,
 * lists or writes it. Runs against the official Firestore emulator only, which enforces firestore.rules.
 */
let env: RulesTestEnvironment;
const PERSON = 'companies/c1/people/cand-0123456789abcdef01234567';

beforeAll(async () => {
  if (!rulesEvaluated) return;
  env = await rulesEnvironment('demo-clara-rules-people');
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'companies/c1'), { name: 'Empresa', ownerUid: 'owner-uid' });
    await setDoc(doc(db, PERSON), {
      companyId: 'c1',
      personKey: 'cand-0123456789abcdef01234567',
      name: 'lucía paredes',
      email: 'lucia@correo.test',
      tags: ['Senior'],
      tagKeys: ['senior'],
    });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe.skipIf(!rulesEvaluated)('people (tags) in firestore.rules', () => {
  it('lets no browser and no member (the owner included) read, list or write a person', async () => {
    const contexts = [
      env.unauthenticatedContext(),
      env.authenticatedContext('owner-uid', { email: 'duena@empresa.test', companyId: 'c1' }),
      env.authenticatedContext('recruiter-uid', { companyId: 'c1' }),
    ];
    for (const context of contexts) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, PERSON)));
      await assertFails(getDocs(collection(db, 'companies/c1/people')));
      await assertFails(getDocs(collectionGroup(db, 'people')));
      await assertFails(setDoc(doc(db, PERSON), { companyId: 'c1', tags: ['Mía'] }));
      await assertFails(setDoc(doc(db, 'companies/c1/people/nueva'), { companyId: 'c1', tags: [] }));
      await assertFails(deleteDoc(doc(db, PERSON)));
    }
  });

  it('keeps the stored person as the functions wrote it', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const stored = await getDoc(doc(context.firestore(), PERSON));
      expect(stored.data()?.tags).toEqual(['Senior']);
    });
  });
});
