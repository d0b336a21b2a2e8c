/**
 * The one place that reads and writes "Mi práctica" on this device (local storage; DECISIONS: the server learns
 * nothing new). Never throws: storage that is unavailable or corrupt reads as no entries.
 */
import { useEffect, useState } from 'react';
import {
  PRACTICE_HISTORY_KEY,
  parsePracticeHistory,
  practiceEntryFields,
  serializePracticeHistory,
  withEntry,
  withoutEntry,
  type PracticeDocument,
  type PracticeEntry,
} from '@clara/domain/practice/history';
import { localStore } from './storage';

export type { PracticeEntry };

export function readPracticeHistory(): PracticeEntry[] {
  return parsePracticeHistory(localStore.get(PRACTICE_HISTORY_KEY));
}

function write(entries: PracticeEntry[]): void {
  if (entries.length === 0) localStore.remove(PRACTICE_HISTORY_KEY);
  else localStore.set(PRACTICE_HISTORY_KEY, serializePracticeHistory(entries));
}

/** Remembers a practice (or refreshes what is known of it). */
export function rememberPractice(entry: Omit<PracticeEntry, 'savedAt'> & { savedAt?: number }): void {
  write(withEntry(readPracticeHistory(), { savedAt: Date.now(), ...entry }));
}

/** What the device keeps of a practice, from the document its code reads (`interviews/{code}`). */
export function entryFromDocument(code: string, doc: PracticeDocument): Omit<PracticeEntry, 'savedAt'> {
  return { code, ...practiceEntryFields(doc) };
}

export function forgetPractice(code: string): void {
  write(withoutEntry(readPracticeHistory(), code));
}

/** 'Olvidar este dispositivo'. */
export function forgetAllPractice(): void {
  localStore.remove(PRACTICE_HISTORY_KEY);
}

/**
 * Whether this device remembers at least one practice. False on the server and during hydration (the
 * prerendered pages stay the same for everyone), then read from storage.
 */
export function useHasPracticeHistory(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => setHas(readPracticeHistory().length > 0), []);
  return has;
}
