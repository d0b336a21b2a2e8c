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
