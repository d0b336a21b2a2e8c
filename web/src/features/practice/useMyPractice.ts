import { useCallback, useEffect, useState } from 'react';
import { PRACTICE_INTERVIEWS } from '@clara/domain/interview/session';
import { practiceDocumentOf, type PracticeDocument } from '@clara/domain/practice/history';
import { readDocument } from '../../platform/firestore';
import {
  entryFromDocument,
  forgetAllPractice,
  forgetPractice,
  readPracticeHistory,
  rememberPractice,
  type PracticeEntry,
} from '../../platform/practiceHistory';
import { reportWarning } from '../../platform/log';

export type PracticeItem =
  | { entry: PracticeEntry; state: 'loading' }
  | { entry: PracticeEntry; state: 'ready'; doc: PracticeDocument }
  | { entry: PracticeEntry; state: 'expired' | 'deleted' | 'unreachable' };

/** Gone: expired when its known expiry has passed, else deleted (or never a practice). */
function goneState(entry: PracticeEntry): 'expired' | 'deleted' {
  return typeof entry.expiresAt === 'number' && entry.expiresAt * 1000 <= Date.now() ? 'expired' : 'deleted';
}

/**
 * The remembered practices, each read by its code as the analysis page does (`interviews/{code}`, no new
 * server data); what a read finds refreshes what the device keeps of it.
 */
export function useMyPractice() {
  const [items, setItems] = useState<PracticeItem[]>(() =>
    readPracticeHistory().map((entry) => ({ entry, state: 'loading' })),
  );

  useEffect(() => {
    let live = true;
    const entries = readPracticeHistory();
    void Promise.all(
      entries.map(async (entry): Promise<PracticeItem> => {
        try {
          const doc = await readDocument(practiceDocumentOf, PRACTICE_INTERVIEWS, entry.code);
          if (!doc) return { entry, state: goneState(entry) };
          const refreshed = { ...entry, ...entryFromDocument(entry.code, doc), savedAt: entry.savedAt };
          return { entry: refreshed, state: 'ready', doc };
        } catch (error) {
          reportWarning('No se pudo leer la entrevista de práctica', error);
          return { entry, state: 'unreachable' };
        }
      }),
    ).then((loaded) => {
      if (!live) return;
      // Only those still remembered (one may have been removed while reading).
      const kept = new Set(readPracticeHistory().map((entry) => entry.code));
      const current = loaded.filter((item) => kept.has(item.entry.code));
      for (const item of current) if (item.state === 'ready') rememberPractice(item.entry);
      setItems(current);
    });
    return () => {
      live = false;
    };
  }, []);

  const remove = useCallback((code: string) => {
    forgetPractice(code);
    setItems((current) => current.filter((item) => item.entry.code !== code));
  }, []);

  const forgetAll = useCallback(() => {
    forgetAllPractice();
    setItems([]);
  }, []);

  return { items, remove, forgetAll };
}
