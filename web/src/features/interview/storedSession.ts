import { localStore } from '../../platform/storage';

/** The locally stored practice session id (SPEC §2: /chat stores it, /clara resumes it). */
const KEY = 'clara.chatSessionId';

export function getStoredSessionId(): string | null {
  return localStore.get(KEY) || null;
}

export function setStoredSessionId(sessionId: string): void {
  localStore.set(KEY, sessionId);
}

export function clearStoredSessionId(): void {
  localStore.remove(KEY);
}
