import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PRODUCT } from '@clara/domain/brand';
import { SPEECH_LANGUAGE } from '@clara/domain/constants';
import type { ChatMessage } from '@clara/domain/interview/session';
import { ChatBubbles } from '../shared/ChatBubbles';
import { useStickToBottom } from '../shared/hooks';
import { PageHeader } from '../shared/PageHeader';
import { Icon } from '../shared/Icon';
import { speechRecognitionConstructor, VOICE_TEXTS, type Recognition } from './speech';
import '../coaches.css';

/** /voz: a speech-input echo chat in es-ES (SPEC §2 Voice demo, §8 speech errors, §9 language). */
export default function VoicePage() {
  const Recognizer = speechRecognitionConstructor();
  const supported = Recognizer !== null;
  const [messages, setMessages] = useState<ChatMessage[]>([{ text: VOICE_TEXTS.intro, type: 'system', timestamp: 1 }]);
  const [text, setText] = useState('');
  const [listening, setListening] = useState(false);
  const [error, setError] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const baseText = useRef('');
  const listRef = useStickToBottom<HTMLDivElement>(messages.length);

  useEffect(() => () => recognition.current?.stop(), []);

  const startListening = () => {
    if (!Recognizer) return;
    setError('');
    const rec = new Recognizer();
    rec.lang = SPEECH_LANGUAGE;
    rec.continuous = true;
    rec.interimResults = true;
    baseText.current = text ? `${text.trim()} ` : '';
    rec.onresult = (event) => {
      let finalText = '';
      let interim = '';
      for (let i = 0; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result.isFinal) finalText += result[0].transcript;
        else interim += result[0].transcript;
      }
      setText(`${baseText.current}${finalText}${interim}`.replace(/\s+/g, ' ').trimStart());
    };
    rec.onerror = (event) => {
      setError(VOICE_TEXTS.recognitionError(event.error));
      setListening(false);
    };
    rec.onend = () => setListening(false);
    recognition.current = rec;
    try {
      rec.start();
      setListening(true);
    } catch (startError) {
      setError(VOICE_TEXTS.recognitionError(startError instanceof Error ? startError.name : 'start'));
    }
  };

  const stopListening = () => {
    recognition.current?.stop();
    setListening(false);
  };

  const blank = text.trim().length === 0;
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    if (listening) stopListening();
    const now = Date.now();
    const echo = VOICE_TEXTS.echo(message);
    setMessages((current) => [...current, { text: message, type: 'user', timestamp: now }, { text: echo, type: 'system', timestamp: now + 1 }]);
    setText('');
    speak(echo);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <>
      <PageHeader />
      <main className="container cx-page cx-voice">
        <section className="cx-hero">
          <p className="cx-eyebrow">Demo de voz</p>
          <h1>Habla y {PRODUCT.name} te escucha</h1>
          <p className="muted">
            Prueba el reconocimiento de voz en español que usa la entrevista por voz: pulsa «Hablar», di algo y {PRODUCT.name} lo repetirá. También
            puedes escribir.
          </p>
        </section>
        {!supported && (
          <p className="cx-notice cx-notice-error" role="alert">
            {VOICE_TEXTS.unsupported}
          </p>
        )}
        {error && (
          <p className="cx-notice cx-notice-error" role="alert">
            {error}
          </p>
        )}
        <div ref={listRef} className="card cx-chat-scroll cx-voice-log" aria-label="Conversación">
          <ChatBubbles messages={messages} assistantName={PRODUCT.name} />
        </div>
        <form className="cx-composer" onSubmit={send}>
          <button
            type="button"
            className={`btn ${listening ? 'btn-danger' : 'btn-secondary'} cx-mic`}
            onClick={listening ? stopListening : startListening}
            disabled={!supported}
            aria-pressed={listening}
          >
            <Icon name={listening ? 'stop' : 'mic'} /> {listening ? VOICE_TEXTS.stop : VOICE_TEXTS.listen}
          </button>
          <label className="cx-sr-only" htmlFor="voice-text">
            Mensaje
          </label>
          <textarea
            id="voice-text"
            rows={2}
            placeholder={listening ? VOICE_TEXTS.listening : VOICE_TEXTS.placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn btn-primary" disabled={blank}>
            {VOICE_TEXTS.send}
          </button>
        </form>
      </main>
    </>
  );
}

/** Reads the echo aloud in es-ES where speech synthesis exists; silently skipped elsewhere. */
function speak(text: string): void {
  if (!('speechSynthesis' in window)) return;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANGUAGE;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  } catch {
    // No voices: the text echo is enough.
  }
}
