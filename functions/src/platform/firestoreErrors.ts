/** gRPC status ALREADY_EXISTS, as firebase-admin reports a failed `create()` precondition. */
export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/**
 * gRPC status ABORTED: a transaction that still contended for its documents after firebase-admin's own retries (the
 * emulator reports «Transaction lock timeout»). Nothing was written; the caller may simply try again.
 */
export function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 10 || code === 'aborted' || code === 'ABORTED';
}

/**
 * Runs `run` (a transaction) again when it still contended after firebase-admin's own retries, up to `attempts`
 * times in all, after a short random pause, then lets the contention through (409). For transactions many
 * requests run at once on one document (ten identical status moves at once must all land, COMMON decision 2): a
 * loaded emulator aborts the waiters with «Transaction lock timeout» once the lock's holder is slow.
 */
export async function retryOnContention<T>(
  run: () => Promise<T>,
  attempts = 4,
  pause = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 100 + Math.random() * 400 * attempt)),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isContention(error) || attempt >= attempts) throw error;
      await pause(attempt);
    }
  }
}
