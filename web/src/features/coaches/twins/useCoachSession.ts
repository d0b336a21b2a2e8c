import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { coachSessionStorageKey, type CoachName } from '@clara/domain/coaches/model';
import { COMPETENCY_COACHING, coachingCompetency } from '@clara/domain/practice/coaching';
import type { ChatMessage } from '@clara/domain/chat/messages';
import { useChatSession } from '../../../ui/chat/useChatSession';
import { localStore } from '../../../platform/storage';
import { coachesApi } from '../api';
import { coachesQueries } from '../queries';
import { coachSendError, openCoachConversation, type CoachConversation, type CoachTarget } from './coachConversation';
import { reportError } from '../../../platform/log';

export type CoachSessionPhase = 'starting' | 'ready' | 'failed';

export interface CoachSession {
  phase: CoachSessionPhase;
  notice: string;
  sessionId: string | null;
  /** The conversation, with the message on its way, and after a failed one its error. */
  history: ChatMessage[];
  sending: boolean;
  /** A message could not be sent: it stays, with a retry. */
  failed: boolean;
  /** Timestamp of the reply to type out (SPEC §4 typewriter), or null. */
  animate: number | null;
  animationDone(): void;
  /** Sends a message; false (and nothing sent) when it is blank, a reply is pending or there is no session. */
  send(text: string): boolean;
  retrySend(): void;
  /** Forgets the stored session and starts a new one ('Nueva conversación'). */
  startOver(): void;
  /** After a failed start: the same conversation again. */
  retry(): void;
}

/** The target the page's address asks for: ?tema= a new conversation about it, ?code= that session. */
function targetFrom(params: URLSearchParams): CoachTarget | null {
  const competency = coachingCompetency(params.get('tema'));
  if (competency) return { kind: 'new', topic: COMPETENCY_COACHING[competency.id].topic, at: Date.now() };
  const code = params.get('code')?.trim();
  return code ? { kind: 'code', code, at: Date.now() } : null;
}

/**
 * One coach's chat session (the shared chat-session hook), kept per coach name on this device. On arrival: the
 * code in the query ('Ir a la Sesión' or a shared link), else the stored one, else a new session.
 */
export function useCoachSession(coachName: CoachName, coachId: string): CoachSession {
  const storageKey = coachSessionStorageKey(coachName);
  const [searchParams, setSearchParams] = useSearchParams();
  const [target, setTarget] = useState<CoachTarget>(() => targetFrom(searchParams) ?? { kind: 'resume' });
  const [animate, setAnimate] = useState<number | null>(null);
  const [sendError, setSendError] = useState('');
  const sessionIdRef = useRef('');

  const session = useChatSession<CoachConversation, { chatHistory: ChatMessage[] }>({
    queryKey: coachesQueries.conversationKey(coachName, target),
    load: () => openCoachConversation(coachName, coachId, storageKey, target),
    history: (conversation) => conversation.chatHistory,
    active: () => true,
    send: (text) => coachesApi.send(coachName, coachId, sessionIdRef.current, text),
    withReply: (conversation, _sent, reply) => ({ ...conversation, chatHistory: reply.chatHistory }),
    onReply: (reply) => {
      const last = reply.chatHistory.at(-1);
      setAnimate(last?.type === 'system' ? last.timestamp : null);
    },
    onSendError: (error) => {
      reportError('No se pudo enviar el mensaje', error);
      setSendError(coachSendError(error));
    },
  });
  const conversation = session.data;
  sessionIdRef.current = conversation?.sessionId ?? '';

  // A later ?code= or ?tema= (the address changed while on the page) opens that; the address is then cleaned.
  const firstParams = useRef(true);
  useEffect(() => {
    const next = targetFrom(searchParams);
    if (!next) return;
    setSearchParams({}, { replace: true });
    if (firstParams.current) firstParams.current = false;
    else setTarget(next);
  }, [searchParams, setSearchParams]);
  useEffect(() => {
    firstParams.current = false;
  }, []);

  // A new conversation about a topic sends it as its first message, once.
  const topicSent = useRef<string | null>(null);
  useEffect(() => {
    if (!conversation?.topic || topicSent.current === conversation.sessionId) return;
    topicSent.current = conversation.sessionId;
    session.send(conversation.topic);
  }, [conversation, session]);

  const failedError: ChatMessage[] =
    session.failed && sendError
      ? [{ text: sendError, type: 'system', timestamp: session.failed.timestamp + 1, isError: true }]
      : [];
  return {
    phase: session.status === 'loading' ? 'starting' : session.status === 'failed' ? 'failed' : 'ready',
    notice: conversation?.notice ?? '',
    sessionId: conversation?.sessionId ?? null,
    history: [...session.history, ...failedError],
    sending: session.sending,
    failed: Boolean(session.failed),
    animate,
    animationDone: () => setAnimate(null),
    send: (text) => {
      setSendError('');
      return Boolean(conversation) && session.send(text);
    },
    retrySend: () => {
      setSendError('');
      session.retry();
    },
    startOver: () => {
      localStore.remove(storageKey);
      setAnimate(null);
      setTarget({ kind: 'new', at: Date.now() });
    },
    retry: session.reload,
  };
}
