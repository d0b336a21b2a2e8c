import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  COACH_LIMITS,
  COACH_TEXTS,
  coachChatByName,
  coachSessionStorageKey,
  type Coach,
  type CoachName,
} from '@clara/domain/coaches/model';
import type { ChatMessage } from '@clara/domain/interview/session';
import { ApiRequestError } from '../../../platform/api';
import { localStore } from '../../../platform/storage';
import { CopyField } from '../../../ui/CopyField';
import { ModalActions } from '../../../ui/forms';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/PageSpinner';
import { coachesApi } from '../api';
import { LabelList } from '../shared/Catalogue';
import { ChatBubbles } from '../shared/ChatBubbles';
import { ChatComposer, ChatLayout, RetryPanel } from '../shared/ChatParts';
import { useElementHeight, useStickToBottom, useWindowHeight } from '../shared/hooks';
import { coachChatHeight } from '../shared/layout';
import '../coaches.css';

type Phase = 'starting' | 'ready' | 'failed';
type Dialog = null | 'info' | 'new' | 'share';

/** How long '¡Copiado!' stays on a copy button. */
const COPIED_MS = 2000;

/** A coach's chat page (SPEC §2 Digital twins, §4 typewriter, §9 height rule); the session id is kept per coach name. */
export function CoachChatPage({ coachName }: { coachName: CoachName }) {
  const chat = coachChatByName(coachName)!;
  const storageKey = coachSessionStorageKey(coachName);
  const [searchParams, setSearchParams] = useSearchParams();
  const [coach, setCoach] = useState<Coach | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [notice, setNotice] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [animate, setAnimate] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const windowHeight = useWindowHeight();
  const [inputRef, inputHeight] = useElementHeight<HTMLFormElement>();
  const listRef = useStickToBottom<HTMLDivElement>(`${history.length}-${sending}`);

  useEffect(() => {
    coachesApi.get(chat.coachId).then(setCoach, (error: unknown) => console.error('No se pudo cargar el coach', error));
  }, [chat.coachId]);

  const startNewSession = useCallback(async () => {
    setPhase('starting');
    setAnimate(null);
    try {
      const { chatSessionId } = await coachesApi.generateCode(chat.coachId);
      localStore.set(storageKey, chatSessionId);
      const loaded = await coachesApi.history(coachName, chat.coachId, chatSessionId);
      setSessionId(chatSessionId);
      setHistory(loaded.chatHistory);
      setPhase('ready');
    } catch (error) {
      console.error('No se pudo crear la sesión', error);
      setPhase('failed');
    }
  }, [chat.coachId, coachName, storageKey]);

  /** Opens an existing session, or starts a new one when it does not exist (noting it when the code was given). */
  const openSession = useCallback(
    async (code: string, fromQuery: boolean) => {
      setPhase('starting');
      setAnimate(null);
      try {
        const loaded = await coachesApi.history(coachName, chat.coachId, code);
        if (loaded.chatSessionExists) {
          localStore.set(storageKey, code);
          setSessionId(code);
          setHistory(loaded.chatHistory);
          setPhase('ready');
          return;
        }
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
    [chat.coachId, coachName, storageKey, startNewSession],
  );

  // On arrival: the code in the query (from 'Ir a la Sesión' or a shared link), else the stored one, else a new session.
  const queryCode = searchParams.get('code')?.trim() ?? '';
  const booted = useRef(false);
  useEffect(() => {
    if (queryCode) {
      booted.current = true;
      setSearchParams({}, { replace: true });
      void openSession(queryCode, true);
      return;
    }
    if (booted.current) return;
    booted.current = true;
    const stored = localStore.get(storageKey);
    void (stored ? openSession(stored, false) : startNewSession());
  }, [queryCode, storageKey, openSession, startNewSession, setSearchParams]);

  const send = async () => {
    const message = text.trim();
    if (!message || sending || !sessionId) return;
    const optimistic: ChatMessage = { text: message, type: 'user', timestamp: Date.now() };
    setHistory((current) => [...current, optimistic]);
    setText('');
    setSending(true);
    try {
      const { chatHistory } = await coachesApi.send(coachName, chat.coachId, sessionId, message);
      setHistory(chatHistory);
      const last = chatHistory.at(-1);
      setAnimate(last?.type === 'system' ? last.timestamp : null);
    } catch (error) {
      console.error('No se pudo enviar el mensaje', error);
      const detail =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 404 ? error.message : COACH_TEXTS.connectionProblem;
      setHistory((current) => [...current, { text: detail, type: 'system', timestamp: Date.now(), isError: true }]);
    } finally {
      setSending(false);
    }
  };

  const confirmNew = () => {
    setDialog(null);
    setNotice('');
    localStore.remove(storageKey);
    setSessionId(null);
    setHistory([]);
    void startNewSession();
  };

  const shareLink = sessionId ? `${window.location.origin}${chat.path}?code=${sessionId}` : '';
  const name = coach?.name ?? '';

  const retry = () => {
    const stored = localStore.get(storageKey);
    void (stored ? openSession(stored, false) : startNewSession());
  };

  return (
    <>
      <ChatLayout
        bar={
          <>
            <Link to="/coachdigital" className="cx-back" aria-label="Volver a los gemelos digitales">
              <Icon name="back" />
            </Link>
            {coach && <img className="cx-chat-avatar" src={coach.image} alt="" width={44} height={44} />}
            <div className="cx-chat-who">
              <h1>{name || '…'}</h1>
              <p className="muted">{coach?.title}</p>
            </div>
            <div className="cx-chat-actions">
              <button type="button" className="btn btn-ghost cx-icon-text" onClick={() => setDialog('info')} disabled={!coach} aria-label="Información del coach">
                <Icon name="info" />
                <span className="cx-hide-sm">Información</span>
              </button>
              <button type="button" className="btn btn-ghost cx-icon-text" onClick={() => setDialog('share')} disabled={!sessionId} aria-label="Compartir sesión">
                <Icon name="share" />
                <span className="cx-hide-sm">Compartir</span>
              </button>
              <button type="button" className="btn btn-secondary cx-icon-text" onClick={() => setDialog('new')} disabled={phase === 'starting'} aria-label={COACH_TEXTS.newConversation}>
                <Icon name="plus" />
                <span className="cx-hide-sm">{COACH_TEXTS.newConversation}</span>
              </button>
            </div>
          </>
        }
      >
        {notice && (
          <p className="cx-notice" role="status">
            {notice}
          </p>
        )}
        <div
          ref={listRef}
          className="cx-chat-scroll card"
          style={{ height: coachChatHeight(windowHeight, inputHeight) }}
          data-testid="coach-chat"
          tabIndex={0}
          aria-label="Conversación"
        >
          {phase === 'starting' && <PageSpinner />}
          {phase === 'failed' && <RetryPanel text={COACH_TEXTS.sessionStartError} onRetry={retry} />}
          {phase === 'ready' && (
            <ChatBubbles
              messages={history}
              animateTimestamp={animate}
              onAnimationDone={() => setAnimate(null)}
              waiting={sending}
              assistantName={name || 'Coach'}
              assistantImage={coach?.image}
            />
          )}
        </div>
        <ChatComposer
          formRef={inputRef}
          id="coach-message"
          label={`Mensaje para ${name || 'el coach'}`}
          rows={2}
          maxLength={COACH_LIMITS.messageChars}
          placeholder={COACH_TEXTS.placeholder}
          sendLabel={COACH_TEXTS.send}
          value={text}
          onChange={setText}
          onSend={() => void send()}
          busy={sending}
          disabled={phase !== 'ready'}
        />
      </ChatLayout>

      {dialog === 'info' && coach && (
        <Modal title={coach.name} onClose={() => setDialog(null)}>
          <div className="cx-info">
            <img src={coach.image} alt={`Retrato ilustrado de ${coach.name}`} width={96} height={96} />
            <p className="cx-card-title">{coach.title}</p>
            <p>{coach.description}</p>
            <LabelList labels={coach.labels} />
            <p className="cx-disclaimer">{coach.disclaimer}</p>
          </div>
        </Modal>
      )}
      {dialog === 'new' && (
        <Modal title={COACH_TEXTS.newConversation} onClose={() => setDialog(null)}>
          <p>{COACH_TEXTS.newConversationConfirm}</p>
          <ModalActions className="cx-modal-actions" onCancel={() => setDialog(null)}>
            <button type="button" className="btn btn-primary" onClick={confirmNew}>
              Sí, empezar de nuevo
            </button>
          </ModalActions>
        </Modal>
      )}
      {dialog === 'share' && sessionId && (
        <Modal title={COACH_TEXTS.shareSession} onClose={() => setDialog(null)}>
          <div className="stack">
            <p className="muted">Guarda este código para continuar la conversación en otro dispositivo, o comparte el enlace.</p>
            <CopyField label="Código de sesión" value={sessionId} copiedLabel={COACH_TEXTS.copied} resetMs={COPIED_MS} />
            <CopyField label="Enlace a la sesión" value={shareLink} copiedLabel={COACH_TEXTS.copied} resetMs={COPIED_MS} />
          </div>
        </Modal>
      )}
    </>
  );
}
