import { PRODUCT } from '@clara/domain/brand';
import { useEffect, useState } from 'react';
import { useInterviewChat } from '../useInterviewChat';
import { displayText, lastSystemMessage } from '../rules/messages';
import { useSpeechSynthesis } from '../hooks/useSpeechSynthesis';
import { useStreamedSpeech } from '../hooks/useStreamedSpeech';
import { useRealtimeInterview } from '../hooks/useRealtimeInterview';
import { realtimeSupported } from '../realtime/connection';
import { RealtimeVoice } from './RealtimeVoice';
import { ChatHeader } from './ChatHeader';
import { PracticeDataActions } from './PracticeDataActions';
import { MessageList } from './MessageList';
import { Composer } from './Composer';
import { ChatEnd } from './ChatEnd';
import { ShareCodeModal } from './ShareCodeModal';
import { ConfirmNewInterview } from './ConfirmNewInterview';
import { useInterviewAccommodations } from '../hooks/useInterviewAccommodations';
import { AiNotice } from './AiNotice';
import { AccommodationList, AccommodationRequest, PausedInterview } from './Accommodations';

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
  const chat = useInterviewChat(sessionId, { animateLast: isNew });
  const { load, loadError, history, isPractice, typeTimestamp } = chat;
  const [sharing, setSharing] = useState(Boolean(announceCode));
  const [confirming, setConfirming] = useState(false);
  const voice = useSpeechSynthesis();
  const realtime = useRealtimeInterview(sessionId);
  // Offered with the server's OpenAI key, in a browser with WebRTC and a microphone API (issue 22).
  const realtimeOffered = chat.realtime && realtimeSupported();

  // Issue 33: the AI notice before the first turn (every mode; a practice's own wording), a company interview's
  // pause and requests.
  const accommodations = useInterviewAccommodations(chat);
  const { notice } = accommodations;
  // An accepted «texto en lugar de voz» keeps the interview in text: no voice mode is offered.
  const textOnly = accommodations.state?.adjustments.textOnly === true;

  useEffect(() => {
    if (load === 'notFound') onNotFound?.();
  }, [load, onNotFound]);

  // Voice output: read Clara's reply that just arrived.
  const { speak } = voice;
  const reply = lastSystemMessage(history);
  const newReply = reply && reply.timestamp === typeTimestamp && !reply.isError ? displayText(reply) : null;
  useEffect(() => {
    if (typeTimestamp !== null && newReply) speak(newReply);
  }, [typeTimestamp, newReply, speak]);
  // A streamed reply is read sentence by sentence as it arrives.
  useStreamedSpeech(chat.streamingText, chat.streamedReply, speak);

  return (
    <div className="iv-chat-page">
      <ChatHeader
        title={isPractice ? 'Entrevista de práctica' : `Entrevista con ${PRODUCT.name}`}
        voice={voice}
        onShare={() => setSharing(true)}
        onNewInterview={() => setConfirming(true)}
      />
      {isPractice && load === 'ready' && (
        <PracticeDataActions
          sessionId={sessionId}
          history={history}
          onDeleted={() => {
            voice.cancel();
            onNewInterview();
          }}
        />
      )}
      {voice.message && (
        <p className="iv-chat-banner error-text" role="alert">
          {voice.message}
        </p>
      )}

      <main className="iv-chat-main" aria-busy={load === 'loading'}>
        {load === 'loading' && (
          <div className="iv-chat-placeholder">
            <div className="spinner" />
            <p className="muted">Cargando tu entrevista…</p>
          </div>
        )}
        {(load === 'error' || load === 'notFound') && (
          <div className="iv-chat-placeholder">
            <p className="error-text" role="alert">
              {load === 'notFound'
                ? 'No encontramos esta entrevista.'
                : `No se pudo cargar la entrevista. ${loadError}`}
            </p>
            <button type="button" className="btn btn-secondary" onClick={chat.reload}>
              Reintentar
            </button>
          </div>
        )}
        {load === 'ready' && notice === 'pending' && (
          <div className="iv-chat-placeholder">
            <div className="spinner" />
          </div>
        )}
        {load === 'ready' && notice === 'show' && (
          <AiNotice
            variant={accommodations.variant}
            realtimeMinutes={accommodations.state?.adjustments.realtimeMinutes}
            onAcknowledge={accommodations.acknowledge}
            busy={accommodations.acknowledging}
            error={accommodations.noticeError}
          >
            {!isPractice && <AccommodationRequest code={sessionId} />}
          </AiNotice>
        )}
        {load === 'ready' && notice === 'done' && <MessageList chat={chat} />}
      </main>

      {load === 'ready' && notice === 'done' && (
        <footer className="iv-chat-footer">
          {chat.closed ? (
            <ChatEnd chat={chat} />
          ) : accommodations.state?.paused ? (
            <PausedInterview code={sessionId} state={accommodations.state} />
          ) : (
            <>
              {!isPractice && (
                <div className="iv-accommodation-bar">
                  <AccommodationRequest code={sessionId} callLive={realtime.phase !== 'idle'} />
                  <AccommodationList requests={accommodations.state?.requests ?? []} />
                </div>
              )}
              {realtimeOffered && !textOnly && <RealtimeVoice realtime={realtime} />}
              {realtime.phase === 'idle' && <Composer chat={chat} textOnly={textOnly} />}
            </>
          )}
        </footer>
      )}

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
