import { PRODUCT } from '@clara/domain/brand';
import { useEffect, useState } from 'react';
import { useChatStore } from '../chatStore';
import { isChatClosed, displayText, lastSystemMessage } from '../rules/messages';
import { useSpeechSynthesis } from '../hooks/useSpeechSynthesis';
import { ChatHeader } from './ChatHeader';
import { PracticeDataActions } from './PracticeDataActions';
import { MessageList } from './MessageList';
import { Composer } from './Composer';
import { ChatEnd } from './ChatEnd';
import { ShareCodeModal } from './ShareCodeModal';
import { ConfirmNewInterview } from './ConfirmNewInterview';

interface Props {
  sessionId: string;
  /** A session created just now: its greeting is typed out. */
  isNew?: boolean;
  /** Open the share-code popup at once (a session the setup wizard just created). */
  announceCode?: boolean;
  /** The session is gone (404): the page decides what to do. */
  onNotFound?: () => void;
  /** Called after the person confirmed 'Nueva Entrevista'. */
  onNewInterview: () => void;
}

/** The interview chat: history, input or end-of-interview actions, share and new-interview dialogs. */
export function ChatView({ sessionId, isNew, announceCode, onNotFound, onNewInterview }: Props) {
  const open = useChatStore((s) => s.open);
  const load = useChatStore((s) => s.load);
  const loadError = useChatStore((s) => s.loadError);
  const history = useChatStore((s) => s.history);
  const status = useChatStore((s) => s.status);
  const isPractice = useChatStore((s) => s.isPractice);
  const typeTimestamp = useChatStore((s) => s.typeTimestamp);
  const analysisPhase = useChatStore((s) => s.analysisPhase);
  const [sharing, setSharing] = useState(Boolean(announceCode));
  const [confirming, setConfirming] = useState(false);
  const voice = useSpeechSynthesis();

  useEffect(() => {
    void open(sessionId, { animateLast: isNew });
  }, [open, sessionId, isNew]);

  useEffect(() => {
    if (load === 'notFound') onNotFound?.();
  }, [load, onNotFound]);

  // Voice output: read Clara's reply that just arrived.
  const { speak } = voice;
  useEffect(() => {
    if (typeTimestamp === null) return;
    const reply = lastSystemMessage(useChatStore.getState().history);
    if (reply && reply.timestamp === typeTimestamp && !reply.isError) speak(displayText(reply));
  }, [typeTimestamp, speak]);

  const closed = isChatClosed(history, status) || analysisPhase === 'countdown' || analysisPhase === 'analysing';

  return (
    <div className="chat-page">
      <ChatHeader
        title={isPractice ? 'Entrevista de práctica' : `Entrevista con ${PRODUCT.name}`}
        voice={voice}
        onShare={() => setSharing(true)}
        onNewInterview={() => setConfirming(true)}
      />
      {isPractice && load === 'ready' && (
        <PracticeDataActions
          sessionId={sessionId}
          onDeleted={() => {
            voice.cancel();
            onNewInterview();
          }}
        />
      )}
      {voice.message && (
        <p className="chat-banner error-text" role="alert">
          {voice.message}
        </p>
      )}

      <main className="chat-main" aria-busy={load === 'loading'}>
        {load === 'loading' && (
          <div className="chat-placeholder">
            <div className="spinner" />
            <p className="muted">Cargando tu entrevista…</p>
          </div>
        )}
        {(load === 'error' || load === 'notFound') && (
          <div className="chat-placeholder">
            <p className="error-text" role="alert">
              {load === 'notFound'
                ? 'No encontramos esta entrevista.'
                : `No se pudo cargar la entrevista. ${loadError}`}
            </p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void useChatStore.getState().open(sessionId)}
            >
              Reintentar
            </button>
          </div>
        )}
        {load === 'ready' && <MessageList />}
      </main>

      {load === 'ready' && <footer className="chat-footer">{closed ? <ChatEnd /> : <Composer />}</footer>}

      {sharing && <ShareCodeModal sessionId={sessionId} isNew={announceCode} onClose={() => setSharing(false)} />}
      {confirming && (
        <ConfirmNewInterview
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            voice.cancel();
            onNewInterview();
          }}
        />
      )}
    </div>
  );
}
