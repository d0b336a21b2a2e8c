// The gRPC Firestore service for firebase-admin: the package's implementation with real
// transactions (see transactions.ts), atomic writes (writes.ts) and fuller queries (query.ts).
// Listen (onSnapshot) is inherited unchanged.
import type { FirestoreState } from '@firestore-emulator/server';
import { FirestoreServiceV1Impl } from '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl/index.js';
import {
  BatchGetDocumentsResponse,
  BatchWriteResponse,
  BeginTransactionResponse,
  CommitResponse,
  ListCollectionIdsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import { childCollections, parentNode, readDocument, runAggregation, runQuery } from './query.js';
import { type TransactionManager } from './transactions.js';
import { FirestoreError, dateToTs, project, toFirestoreError } from './values.js';
import { applyWrites } from './writes.js';

type Call<K extends keyof FirestoreServiceV1Impl> = Parameters<FirestoreServiceV1Impl[K]>[0];
type Callback<K extends keyof FirestoreServiceV1Impl> = Parameters<FirestoreServiceV1Impl[K]>[1];
type Unary = 'Commit' | 'BeginTransaction' | 'BatchWrite' | 'ListCollectionIds';

const UNIMPLEMENTED = 12;

interface ReadRequest {
  consistency_selector: string;
  transaction: Uint8Array;
  new_transaction: TransactionOptions;
}
interface StreamedRead {
  request: ReadRequest;
  cancelled: boolean;
  write(message: unknown): boolean;
  end(): void;
  emit(event: 'error', err: unknown): boolean;
}

export class TransactionalFirestoreService extends FirestoreServiceV1Impl {
  readonly #state: FirestoreState;
  readonly #txns: TransactionManager;
  readonly #reads: { documents: number };

  /** `reads.documents`: documents answered to reads (found by a get, returned by a query; one per aggregation). */
  constructor(state: FirestoreState, txns: TransactionManager, reads: { documents: number } = { documents: 0 }) {
    super(state);
    this.#reads = reads;
    this.#state = state;
    this.#txns = txns;
  }

  /** Resolves a read's transaction selector; returns the id of a transaction it started, if any. */
  async #startRead(req: ReadRequest, isCancelled: () => boolean): Promise<Uint8Array | undefined> {
    if (req.consistency_selector === 'transaction') this.#txns.use(req.transaction);
    if (req.consistency_selector !== 'new_transaction') return undefined;
    const options = req.new_transaction;
    const retrying = options.has_read_write ? options.read_write.retry_transaction : undefined;
    return this.#txns.begin({ readOnly: options.has_read_only, retrying }, isCancelled);
  }

  async #unary<K extends Unary>(callback: Callback<K>, run: () => unknown): Promise<void> {
    const reply = callback as (err: FirestoreError | null, value?: unknown) => void;
    try {
      reply(null, await run());
    } catch (err) {
      reply(toFirestoreError(err));
    }
  }

  /** A streamed read: resolves its transaction selector, then writes what `answer` builds. */
  async #read(call: StreamedRead, answer: (transaction: Uint8Array | undefined) => unknown[]): Promise<void> {
    let started: Uint8Array | undefined;
    try {
      started = await this.#startRead(call.request, () => call.cancelled);
      for (const message of answer(started)) call.write(message);
      call.end();
    } catch (err) {
      // The client never learns the id of a transaction whose first read failed: free its lock now.
      if (started) this.#txns.end(started);
      call.emit('error', toFirestoreError(err));
    }
  }

  override BatchGetDocuments(call: Call<'BatchGetDocuments'>): void {
    void this.#read(call, (transaction) => {
      const read_time = dateToTs(new Date());
      const mask = call.request.has_mask ? call.request.mask.field_paths : undefined;
      const results = call.request.documents.map((name) => {
        const doc = readDocument(this.#state.getDocument(name));
        const found = doc && mask ? { ...doc, fields: project(doc.fields, mask) } : doc;
        if (found) this.#reads.documents += 1;
        return BatchGetDocumentsResponse.fromObject(found ? { found, read_time } : { missing: name, read_time });
      });
      return transaction ? [BatchGetDocumentsResponse.fromObject({ transaction }), ...results] : results;
    });
  }

  override RunQuery(call: Call<'RunQuery'>): void {
    void this.#read(call, (transaction) => {
      const docs = runQuery(this.#state, call.request.parent, call.request.structured_query);
      this.#reads.documents += docs.length;
      const read_time = dateToTs(new Date());
      if (docs.length === 0) return [RunQueryResponse.fromObject({ read_time, transaction, done: true })];
      return docs.map((document, i) =>
        RunQueryResponse.fromObject({
          document,
          read_time,
          done: i === docs.length - 1,
          ...(i === 0 && { transaction }),
        }),
      );
    });
  }

  override RunAggregationQuery(call: Call<'RunAggregationQuery'>): void {
    void this.#read(call, (transaction) => {
      if (call.request.has_explain_options) throw new FirestoreError(UNIMPLEMENTED, 'Query explain is not supported.');
      const aggregate_fields = runAggregation(
        this.#state,
        call.request.parent,
        call.request.structured_aggregation_query,
      );
      this.#reads.documents += 1;
      const read_time = dateToTs(new Date());
      return [RunAggregationQueryResponse.fromObject({ result: { aggregate_fields }, read_time, transaction })];
    });
  }

  override BeginTransaction(call: Call<'BeginTransaction'>, callback: Callback<'BeginTransaction'>): void {
    void this.#unary<'BeginTransaction'>(callback, async () => {
      const { options } = call.request;
      const retrying = options?.has_read_write ? options.read_write.retry_transaction : undefined;
      const readOnly = Boolean(options?.has_read_only);
      const transaction = await this.#txns.begin({ readOnly, retrying }, () => call.cancelled);
      return BeginTransactionResponse.fromObject({ transaction });
    });
  }

  override Commit(call: Call<'Commit'>, callback: Callback<'Commit'>): void {
    void this.#unary<'Commit'>(callback, async () => {
      const { transaction, writes } = call.request;
      const date = new Date();
      let results;
      if (transaction.length) {
        try {
          const txn = this.#txns.use(transaction);
          if (txn.readOnly && writes.length) throw new FirestoreError(3, 'Cannot write in a read-only transaction.');
          results = applyWrites(this.#state, date, writes);
        } finally {
          this.#txns.end(transaction);
        }
      } else {
        results = await this.#txns.exclusive(() => applyWrites(this.#state, date, writes));
      }
      return CommitResponse.fromObject({ commit_time: dateToTs(date), write_results: results });
    });
  }

  override Rollback(call: Call<'Rollback'>, callback: Callback<'Rollback'>): void {
    this.#txns.end(call.request.transaction);
    callback(null, Empty.fromObject({}));
  }

  // BulkWriter / recursiveDelete: each write stands alone.
  override BatchWrite(call: Call<'BatchWrite'>, callback: Callback<'BatchWrite'>): void {
    void this.#unary<'BatchWrite'>(callback, async () => {
      const date = new Date();
      const outcomes = await this.#txns.exclusive(() =>
        call.request.writes.map((write) => {
          try {
            return { result: applyWrites(this.#state, date, [write])[0]!, status: { code: 0 } };
          } catch (err) {
            const { code, message } = toFirestoreError(err);
            return { result: {}, status: { code, message } };
          }
        }),
      );
      return BatchWriteResponse.fromObject({
        write_results: outcomes.map((o) => o.result),
        status: outcomes.map((o) => o.status),
      });
    });
  }

  override ListCollectionIds(call: Call<'ListCollectionIds'>, callback: Callback<'ListCollectionIds'>): void {
    void this.#unary<'ListCollectionIds'>(callback, () => {
      const node = parentNode(this.#state, call.request.parent);
      const collection_ids = childCollections(node)
        .filter((c) => c.hasChild())
        .map((c) => c.name)
        .sort();
      return ListCollectionIdsResponse.fromObject({ collection_ids });
    });
  }
}

// The package throws (and would crash the process) on these; answer UNIMPLEMENTED instead.
for (const name of [
  'GetDocument',
  'ListDocuments',
  'UpdateDocument',
  'DeleteDocument',
  'CreateDocument',
  'PartitionQuery',
]) {
  Object.defineProperty(TransactionalFirestoreService.prototype, name, {
    value(_call: unknown, callback: (err: FirestoreError) => void) {
      callback(new FirestoreError(UNIMPLEMENTED, `${name} is not supported by the embedded Firestore.`));
    },
  });
}
Object.defineProperty(TransactionalFirestoreService.prototype, 'Write', {
  value(call: { emit(event: 'error', err: FirestoreError): void }) {
    call.emit(
      'error',
      new FirestoreError(UNIMPLEMENTED, 'The Write stream is not supported by the embedded Firestore.'),
    );
  },
});
