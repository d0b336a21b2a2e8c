// Pessimistic transaction isolation: one database-wide FIFO lock.
//
// A read-write transaction takes the lock when it begins (BeginTransaction, or its first read
// carrying `new_transaction`) and keeps it until Commit or Rollback. Non-transactional commits
// take it just for the moment they apply, so they queue behind a running transaction instead of
// slipping into the middle of it. Read-only transactions and plain reads never take it.
// A transaction that holds the lock longer than `lockTimeoutMs` (a crashed client, a forgotten
// rollback) loses it; its later reads or commit answer ABORTED, which the SDKs retry.
import { randomBytes } from 'node:crypto';
import { FirestoreError } from './values.js';

const ABORTED = 10;
const INVALID_ARGUMENT = 3;
const CANCELLED = 1;

interface Txn {
  readOnly: boolean;
  expired: boolean;
  release?: () => void;
  timer?: NodeJS.Timeout;
}

const keyOf = (id: Uint8Array) => Buffer.from(id).toString('hex');

export class TransactionManager {
  readonly #lockTimeoutMs: number;
  #locked = false;
  #waiters: Array<() => void> = [];
  #txns = new Map<string, Txn>();

  constructor(lockTimeoutMs: number) {
    this.#lockTimeoutMs = lockTimeoutMs;
  }

  #acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.#locked = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          const next = this.#waiters.shift();
          if (next) next();
          else this.#locked = false;
        });
      };
      if (this.#locked) this.#waiters.push(grant);
      else grant();
    });
  }

  /** Runs `fn` while holding the lock: how non-transactional commits wait for running transactions. */
  async exclusive<T>(fn: () => T): Promise<T> {
    const release = await this.#acquire();
    try {
      return fn();
    } finally {
      release();
    }
  }

  /**
   * Starts a transaction and returns its id. `retrying` is the id of the attempt the client gave
   * up on; it is ended first so that a retry never waits for its own predecessor's lock.
   */
  async begin(
    opts: { readOnly: boolean; retrying?: Uint8Array },
    isCancelled: () => boolean = () => false,
  ): Promise<Uint8Array> {
    if (opts.retrying?.length) this.end(opts.retrying);
    const id = randomBytes(16);
    const txn: Txn = { readOnly: opts.readOnly, expired: false };
    if (!opts.readOnly) {
      txn.release = await this.#acquire();
      if (isCancelled()) {
        txn.release();
        throw new FirestoreError(CANCELLED, 'The client cancelled the call while it waited for the transaction lock.');
      }
      txn.timer = setTimeout(() => {
        txn.expired = true;
        txn.release?.();
      }, this.#lockTimeoutMs);
      txn.timer.unref();
    }
    this.#txns.set(keyOf(id), txn);
    return id;
  }

  /** Checks that a transaction id sent with a read or commit is still usable. */
  use(id: Uint8Array): { readOnly: boolean } {
    const txn = this.#txns.get(keyOf(id));
    if (!txn) throw new FirestoreError(INVALID_ARGUMENT, 'The transaction has expired or is no longer valid.');
    if (txn.expired) {
      throw new FirestoreError(
        ABORTED,
        `Transaction lock timed out after ${this.#lockTimeoutMs} ms; retry the transaction.`,
      );
    }
    return txn;
  }

  /** Commit or Rollback: forgets the transaction and releases its lock. Unknown ids are ignored. */
  end(id: Uint8Array): void {
    const key = keyOf(id);
    const txn = this.#txns.get(key);
    if (!txn) return;
    this.#txns.delete(key);
    clearTimeout(txn.timer);
    txn.release?.();
  }

  /** Drops every transaction (server stop / reset). Waiting calls are left to the server shutdown. */
  dispose(): void {
    for (const txn of this.#txns.values()) clearTimeout(txn.timer);
    this.#txns.clear();
  }
}
