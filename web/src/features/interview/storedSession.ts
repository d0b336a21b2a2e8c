/** The locally stored practice session id (SPEC §2: /chat stores it, /clara resumes it). */
const KEY = 'clara.chatSessionId';

export function getStoredSessionId(): string | null {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function setStoredSessionId(sessionId: string): void {
  try {
    localStorage.setItem(KEY, sessionId);
  } catch {
    // Private mode: the session still works for this visit.
  }
}

export function clearStoredSessionId(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
