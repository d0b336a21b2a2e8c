/**
 * A value built on its first use and kept for the instance's life; a failed build is tried again at the next
 * use. index.ts builds each function's code this way at its first request, so no function pays at cold start
 * for the modules of another (every instance of every export imports the same index.js).
 */
export function lazy<T>(build: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= build().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
