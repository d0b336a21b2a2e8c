/** gRPC status ALREADY_EXISTS, as firebase-admin reports a failed `create()` precondition. */
export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}
