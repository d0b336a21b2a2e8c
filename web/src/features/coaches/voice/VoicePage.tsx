import { useRef, useState } from 'react';
import { PRODUCT } from '@clara/domain/brand';
import { SPEECH_TEXTS } from '@clara/domain/speech';
import type { ChatMessage } from '@clara/domain/chat/messages';
import { speak } from '../../../platform/speech';
import { Icon } from '../../../ui/Icon';
import { useSpeechRecognition } from '../../../ui/useSpeechRecognition';
import { CatalogueHero } from '../shared/Catalogue';
import { ChatBubbles } from '../shared/ChatBubbles';
import { ChatComposer } from '../shared/ChatParts';
import { useStickToBottom } from '../shared/hooks';
import { PageHeader } from '../shared/PageHeader';
import { VOICE_TEXTS } from './texts';
import '../coaches.css';

/** /voz: a speech-input echo chat in es-ES (SPEC §2 Voice demo, §8 speech errors, §9 language). */
export default function VoicePage() {
  const [messages, setMessages] = useState<ChatMessage[]>([{ text: VOICE_TEXTS.intro, type: 'system', timestamp: 1 }]);
  const [text, setText] = useState('');
  /** What was typed before listening started: the transcript follows it. */
  const baseText = useRef('');
  const speech = useSpeechRecognition((transcript) =>
    setText(baseText.current ? `${baseText.current} ${transcript}` : transcript),
  );
  const listRef = useStickToBottom<HTMLDivElement>(messages.length);

  const startListening = () => {
    baseText.current = text.trim();
    speech.start();
  };

  const send = () => {
    const message = text.trim();
    if (!message) return;
    if (speech.listening) speech.stop();
    const now = Date.now();
    const echo = VOICE_TEXTS.echo(message);
    setMessages((current) => [
      ...current,
      { text: message, type: 'user', timestamp: now },
      { text: echo, type: 'system', timestamp: now + 1 },
    ]);
    setText('');
    speak(echo);
  };

  return (
    <>
      <PageHeader />
      <main className="container cx-page cx-voice">
        <CatalogueHero
          eyebrow="Demo de voz"
          title={`Habla y ${PRODUCT.name} te escucha`}
          intro={`Prueba el reconocimiento de voz en español que usa la entrevista por voz: pulsa «Hablar», di algo y ${PRODUCT.name} lo repetirá. También puedes escribir.`}
        />
        {!speech.supported && (
          <p className="cx-notice cx-notice-error" role="alert">
            {SPEECH_TEXTS.unsupported}
          </p>
        )}
        {speech.message && (
          <p className="cx-notice cx-notice-error" role="alert">
            {speech.message}
          </p>
        )}
        <div ref={listRef} className="card cx-chat-scroll cx-voice-log" aria-label="Conversación">
          <ChatBubbles messages={messages} assistantName={PRODUCT.name} />
        </div>
        <ChatComposer
          id="voice-text"
          label="Mensaje"
          placeholder={speech.listening ? VOICE_TEXTS.listening : VOICE_TEXTS.placeholder}
          sendLabel={VOICE_TEXTS.send}
          value={text}
          onChange={setText}
          onSend={send}
          before={
            <button
              type="button"
              className={`btn ${speech.listening ? 'btn-danger' : 'btn-secondary'} cx-mic`}
              onClick={speech.listening ? speech.stop : startListening}
              disabled={!speech.supported}
              aria-pressed={speech.listening}
            >
              <Icon name={speech.listening ? 'stop' : 'mic'} />{' '}
              {speech.listening ? VOICE_TEXTS.stop : VOICE_TEXTS.listen}
            </button>
          }
        />
      </main>
    </>
  );
}
