/**
 * The purge's machinery (issue 21, "retention that finishes"): a purge is a list of steps, each deleting one kind
 * of expired data in bounded batches. The runner gives every step the time left; a step sweeps batch after batch
 * until nothing expired remains or the time is up, and the next run resumes where the data stands (each step's
 * query selects what is still expired, so nothing is remembered between runs).
 *
 * To add a retention: write a `PurgeStep` (usually `sweep` over a query of what has expired, ordered by the field
 * it filters on) and list it in `PURGE_STEPS` (purge.ts).
 */
import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface PurgeContext {
  /** Seconds since the epoch: what is expired is judged against it. */
  now: number;
  /** Documents read per batch (a write batch holds at most 500). */
  batchSize: number;
  /** False once the run's time budget is spent: a step stops between batches and the next run resumes. */
  hasTime(): boolean;
}

export interface PurgeOutcome {
  /** Documents (or records, such as applications with everything about them) erased. */
  erased: number;
  /** False when time ran out before everything expired was erased. */
  done: boolean;
}

export interface PurgeStep {
  /** The key of this step's count in the purge's report. */
  name: string;
  run(context: PurgeContext): Promise<PurgeOutcome>;
}

/**
 * Reads `query` batch after batch (`batchSize` documents, continuing after the last one read) and hands each batch
 * to `erase`, which answers how many it erased (it may keep some: they are passed over, not read again this run).
 * Stops when a batch comes back short (done) or the time is up.
 */
export async function sweep(
  query: Query<DocumentData>,
  context: PurgeContext,
  erase: (docs: Array<QueryDocumentSnapshot<DocumentData>>) => Promise<number>,
): Promise<PurgeOutcome> {
  let erased = 0;
  let last: QueryDocumentSnapshot<DocumentData> | undefined;
  while (context.hasTime()) {
    const page = await (last ? query.startAfter(last) : query).limit(context.batchSize).get();
    if (page.empty) return { erased, done: true };
    erased += await erase(page.docs);
    if (page.size < context.batchSize) return { erased, done: true };
    last = page.docs[page.docs.length - 1];
  }
  return { erased, done: false };
}

/** `erase` for documents that go as they are: one write batch per read batch. */
export async function deleteAll(docs: Array<QueryDocumentSnapshot<DocumentData>>): Promise<number> {
  if (docs.length === 0) return 0;
  const batch = docs[0]!.ref.firestore.batch();
  for (const doc of docs) batch.delete(doc.ref);
  await batch.commit();
  return docs.length;
}
