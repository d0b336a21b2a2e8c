import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COACH_TEXTS, coachSessionStorageKey, type CoachName } from '@clara/domain/coaches/model';
import { COMPETENCY_COACHING, coachingCompetency } from '@clara/domain/practice/coaching';
import type { ChatMessage } from '@clara/domain/interview/session';
import { ApiRequestError } from '../../../platform/api';
import { localStore } from '../../../platform/storage';
import { coachesApi } from '../api';

export type CoachSessionPhase = 'starting' | 'ready' | 'failed';

export interface CoachSession {
  phase: CoachSessionPhase;
  /** Said once when a code from a link no longer exists and a new session was started instead. */
  notice: string;
  sessionId: string | null;
  history: ChatMessage[];
  sending: boolean;
  /** Timestamp of the reply to type out (SPEC §4 typewriter), or null. */
  animate: number | null;
  animationDone(): void;
  /** Sends a message; false (and nothing sent) when it is blank, a reply is pending or there is no session. */
  send(text: string): boolean;
  /** Forgets the stored session and starts a new one ('Nueva conversación'). */
  startOver(): void;
  /** After a failed start: the stored session again, or a new one. */
  retry(): void;
}

/**
 * One coach's chat session, kept per coach name on this device. On arrival: the code in the query ('Ir a la
 * Sesión' or a shared link), else the stored one, else a new session.
 */
export function useCoachSession(coachName: CoachName, coachId: string): CoachSession {
  const storageKey = coachSessionStorageKey(coachName);
  const [searchParams, setSearchParams] = useSearchParams();
  const [phase, setPhase] = useState<CoachSessionPhase>('starting');
  const [notice, setNotice] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [animate, setAnimate] = useState<number | null>(null);

  const show = useCallback(
    (code: string, messages: ChatMessage[]) => {
      localStore.set(storageKey, code);
      setSessionId(code);
      setHistory(messages);
      setPhase('ready');
    },
    [storageKey],
  );

  /** A new session; `topic`: its first message, sent at once (a competency from "Cómo mejorar", issue 12). */
  const startNewSession = useCallback(
    async (topic?: string) => {
      setPhase('starting');
      setAnimate(null);
      try {
        const { chatSessionId } = await coachesApi.generateCode(coachId);
        const loaded = await coachesApi.history(coachName, coachId, chatSessionId);
        show(
          chatSessionId,
          topic ? [...loaded.chatHistory, { text: topic, type: 'user', timestamp: Date.now() }] : loaded.chatHistory,
        );
        if (topic) {
          setSending(true);
          void deliverRef.current(chatSessionId, topic);
        }
      } catch (error) {
        console.error('No se pudo crear la sesión', error);
        setPhase('failed');
      }
    },
    [coachId, coachName, show],
  );

  /** Opens an existing session, or starts a new one when it does not exist (noting it when the code was given). */
  const openSession = useCallback(
    async (code: string, fromQuery: boolean) => {
      setPhase('starting');
      setAnimate(null);
      try {
        const loaded = await coachesApi.history(coachName, coachId, code);
        if (loaded.chatSessionExists) return show(code, loaded.chatHistory);
      } catch (error) {
        // 400 is a malformed code (e.g. edited by hand): start over like a missing one.
        if (!(error instanceof ApiRequestError && error.status === 400)) {
          console.error('No se pudo cargar la conversación', error);
          setPhase('failed');
          return;
        }
      }
      if (fromQuery) setNotice(COACH_TEXTS.sessionMissing);
      localStore.remove(storageKey);
      await startNewSession();
    },
    [coachId, coachName, storageKey, show, startNewSession],
  );

  const resume = useCallback(() => {
    const stored = localStore.get(storageKey);
    void (stored ? openSession(stored, false) : startNewSession());
  }, [storageKey, openSession, startNewSession]);

  const queryCode = searchParams.get('code')?.trim() ?? '';
  const topicCompetency = coachingCompetency(searchParams.get('tema'));
  const booted = useRef(false);
  useEffect(() => {
    if (topicCompetency) {
      // ?tema={competency}: a new conversation whose first message is that competency.
      booted.current = true;
      setSearchParams({}, { replace: true });
      localStore.remove(storageKey);
      void startNewSession(COMPETENCY_COACHING[topicCompetency.id].topic);
      return;
    }
    if (queryCode) {
      booted.current = true;
      setSearchParams({}, { replace: true });
      void openSession(queryCode, true);
      return;
    }
    if (booted.current) return;
    booted.current = true;
    resume();
  }, [queryCode, topicCompetency, openSession, resume, setSearchParams, startNewSession, storageKey]);

  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || sending || !sessionId) return false;
    setHistory((current) => [...current, { text: message, type: 'user', timestamp: Date.now() }]);
    setSending(true);
    void deliver(sessionId, message);
    return true;
  };

  const deliver = async (sessionId: string, message: string) => {
    try {
      const { chatHistory } = await coachesApi.send(coachName, coachId, sessionId, message);
      setHistory(chatHistory);
      const last = chatHistory.at(-1);
      setAnimate(last?.type === 'system' ? last.timestamp : null);
    } catch (error) {
      console.error('No se pudo enviar el mensaje', error);
      const detail =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 404
          ? error.message
          : COACH_TEXTS.connectionProblem;
      setHistory((current) => [...current, { text: detail, type: 'system', timestamp: Date.now(), isError: true }]);
    } finally {
      setSending(false);
    }
  };

  const deliverRef = useRef(deliver);
  deliverRef.current = deliver;

  const startOver = () => {
    setNotice('');
    localStore.remove(storageKey);
    setSessionId(null);
    setHistory([]);
    void startNewSession();
  };

  return {
    phase,
    notice,
    sessionId,
    history,
    sending,
    animate,
    animationDone: () => setAnimate(null),
    send,
    startOver,
    retry: resume,
  };
}
