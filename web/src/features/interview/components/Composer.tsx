import { useRef, useState } from 'react';
import type { ClientAnswerInput } from '@clara/domain/chat/messages';
import { CHAT_MESSAGE_MAX_CHARS } from '@clara/domain/constants';
import { pastedCharsOf } from '@clara/domain/analysis/integrity';
import { canSend } from '../rules/messages';
import { sendOnEnter } from '../../../ui/keys';
import { SPEECH_TEXTS } from '@clara/domain/speech';
import { useSpeechRecognition } from '../../../ui/useSpeechRecognition';
import { useRecordedDictation } from '../hooks/useRecordedDictation';
import { MediaComposer } from './MediaComposer';
import { Icon } from '../../../ui/Icon';
import type { InterviewChat } from '../useInterviewChat';

/** How the answer in the composer is being written, reported with it (integrity signals, issue 19). */
interface Writing {
  startedAt: number | null;
  /** Characters pasted so far (links and figures not counted): the server flags by the share pasted. */
  pastedChars: number;
  dictated: boolean;
}

const newWriting = (): Writing => ({ startedAt: null, pastedChars: 0, dictated: false });

function inputOf(writing: Writing, answer: string): ClientAnswerInput {
  if (writing.dictated) return { source: 'voice' };
  return {
    source: 'keyboard',
    pastedChars: writing.pastedChars,
    answerChars: answer.trim().length,
    typingMs: writing.startedAt === null ? 0 : Math.max(0, Date.now() - writing.startedAt),
  };
}

/**
 * The text area (Enter sends, Shift+Enter breaks the line), voice input and media tools. Voice input is the
 * browser's speech recognition where it exists; elsewhere the microphone records the answer and sends it
 * for the server to transcribe.
 */
export function Composer({ chat, textOnly = false }: { chat: InterviewChat; textOnly?: boolean }) {
  const { sending, sendText } = chat;
  const [text, setText] = useState('');
  const base = useRef('');
  const writing = useRef(newWriting());
  const speech = useSpeechRecognition((transcript) => {
    writing.current.dictated = true;
    setText(base.current ? `${base.current} ${transcript}` : transcript);
  });
  const recorded = useRecordedDictation(chat);
  const sendable = canSend(text, sending);

  function submit() {
    if (!sendable) return;
    if (speech.listening) speech.stop();
    const value = text;
    const input = inputOf(writing.current, value);
    writing.current = newWriting();
    setText('');
    sendText(value, input);
  }

  function toggleVoice() {
    if (!speech.supported) {
      recorded.toggle();
      return;
    }
    if (speech.listening) {
      speech.stop();
      return;
    }
    base.current = text.trim();
    speech.start();
  }

  const voiceOn = speech.listening || recorded.recording;
  const voiceLabel = speech.supported
    ? speech.listening
      ? 'Detener dictado por voz'
      : 'Dictar por voz'
    : recorded.recording
      ? SPEECH_TEXTS.stopAndSend
      : SPEECH_TEXTS.recordAnswer;

  return (
    <div className="iv-composer">
      {(speech.message || recorded.error) && (
        <p className="iv-composer-note error-text" role="alert">
          {speech.message || recorded.error}
        </p>
      )}
      <div className="iv-composer-row">
        {!textOnly && <MediaComposer chat={chat} />}
        <label className="sr-only" htmlFor="chat-input">
          Tu respuesta
        </label>
        <textarea
          id="chat-input"
          className="iv-composer-input"
          rows={1}
          value={text}
          placeholder={
            recorded.recording
              ? SPEECH_TEXTS.recordingPlaceholder
              : speech.listening
                ? 'Te escucho…'
                : 'Escribe tu respuesta…'
          }
          onChange={(event) => {
            writing.current.startedAt ??= Date.now();
            setText(event.target.value);
          }}
          onPaste={(event) => {
            writing.current.startedAt ??= Date.now();
            writing.current.pastedChars += pastedCharsOf(event.clipboardData.getData('text'));
          }}
          onKeyDown={sendOnEnter(submit)}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
        />
        {/* Issue 33: the company accepted text instead of voice: no dictation, no recording. */}
        {!textOnly && (
          <button
            type="button"
            className={`iv-tool-btn iv-mic-btn${voiceOn ? ' is-listening' : ''}`}
            onClick={toggleVoice}
            disabled={!speech.supported && sending && !recorded.recording}
            aria-pressed={voiceOn}
            aria-label={voiceLabel}
            title={voiceLabel}
          >
            <Icon name={voiceOn ? 'stop' : 'speech'} />
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary iv-send-btn"
          onClick={submit}
          disabled={!sendable}
          aria-label="Enviar"
        >
          <Icon name="send" size={18} />
          <span className="iv-send-label">Enviar</span>
        </button>
      </div>
    </div>
  );
}
