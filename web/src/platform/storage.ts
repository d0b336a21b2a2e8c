/**
 * localStorage that never throws (private mode, disabled storage): reads answer null, writes are skipped,
 * and the app goes on without what it would have remembered.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Not persisted.
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  },
};
