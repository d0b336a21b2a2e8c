/**
 * Issue 11: opening a vacancy's first page of candidates reads the same number of documents whether the company
 * has 100 applications or 2,000 (the bench measures 10,000). The functions' service runs in this process against
 * its own embedded Firestore, which counts the documents it answers; no time is measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSearchPrefixes, candidateStatusRank } from '@clara/domain/recruiting/pipeline/keys';
import { CANDIDATES_PAGE_SIZE, emptyVacancyCounts } from '@clara/domain/recruiting/pipeline/model';
import { startEmbeddedFirestore, type EmbeddedFirestore } from '../../../stack/firestore';
import type * as Pipeline from '../../../functions/src/recruiting/pipeline';
import type * as Firebase from '../../../functions/src/platform/firebase';

const PROJECT = 'demo-candidate-reads';
let firestore: EmbeddedFirestore;
let pipeline: typeof Pipeline;
let db: typeof Firebase.db;

beforeAll(async () => {
  firestore = await startEmbeddedFirestore({ projectId: PROJECT });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.grpcPort}`;
  process.env.GCLOUD_PROJECT = PROJECT;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT });
  ({ db } = await import('../../../functions/src/platform/firebase'));
  pipeline = await import('../../../functions/src/recruiting/pipeline');
});
afterAll(async () => {
  await db().terminate();
  await firestore.stop();
});

/** A company of `vacancies` × `perVacancy` applications, stored as the code stores them. */
async function seed(companyId: string, vacancies: number, perVacancy: number): Promise<string[]> {
  const ids: string[] = [];
  let batch = db().batch();
  let pending = 0;
  for (let v = 0; v < vacancies; v++) {
    const vacancyId = `${companyId}-v${v}`;
    ids.push(vacancyId);
    const counts = emptyVacancyCounts();
    counts.applications = perVacancy;
    counts.byStatus.Nueva = perVacancy;
    batch.set(db().doc(`vacancies/${vacancyId}`), {
      companyId,
      title: `Vacante ${v}`,
      status: 'Activa',
      createdAt: 1_750_000_000 + v,
      counts,
      countersVersion: 1,
    });
    for (let a = 0; a < perVacancy; a++) {
      const name = `Persona ${a}`;
      const email = `p${a}@${vacancyId}.test`;
      batch.set(db().doc(`applications/${vacancyId}-a${a}`), {
        companyId,
        vacancyId,
        name,
        email,
        status: 'Nueva',
        statusRank: candidateStatusRank('Nueva'),
        searchPrefixes: candidateSearchPrefixes(name, email),
        statusHistory: [],
        interviewId: null,
        createdAt: 1_750_000_000 + a,
      });
      if (++pending === 400) {
        await batch.commit();
        batch = db().batch();
        pending = 0;
      }
    }
  }
  await batch.commit();
  return ids;
}

async function readsOf(action: () => Promise<unknown>): Promise<number> {
  const before = firestore.documentsRead();
  await action();
  return firestore.documentsRead() - before;
}

describe("a vacancy's first page of candidates", () => {
  it('reads the same documents with 100 applications in the company as with 2,000', async () => {
    const [small] = await seed('pequena', 1, 100);
    const [large] = await seed('grande', 20, 100);
    const firstPage = (companyId: string, vacancyId: string) => () =>
      pipeline.getCandidatesPage(companyId, 'miembro', vacancyId, {});
    const page = await pipeline.getCandidatesPage('grande', 'miembro', large!, {});
    expect(page.applications).toHaveLength(CANDIDATES_PAGE_SIZE);

    const smallReads = await readsOf(firstPage('pequena', small!));
    const largeReads = await readsOf(firstPage('grande', large!));
    expect(largeReads).toBe(smallReads);
    // The vacancy, one page and the row that tells whether another follows (no withdrawals, no interviews here).
    expect(largeReads).toBe(1 + CANDIDATES_PAGE_SIZE + 1);

    const searched = () =>
      pipeline.getCandidatesPage('grande', 'miembro', large!, { search: 'persona', status: 'Nueva' });
    expect(await readsOf(searched)).toBe(1 + CANDIDATES_PAGE_SIZE + 1);
    // The list reads one document per vacancy, none of their applications.
    expect(await readsOf(() => pipeline.listVacancySummaries('grande'))).toBe(20);
  });
});
