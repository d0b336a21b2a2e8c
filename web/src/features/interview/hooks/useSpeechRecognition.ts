import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_LANGUAGE } from '@clara/domain/constants';
import { recognitionConstructor, SPEECH_TEXTS, transcriptOf, type Recognition } from './speech';

/**
 * Speech input in es-ES with continuous, interim results (SPEC §2). `onText` receives the whole
 * transcript of the current listening session each time it grows.
 */
export function useSpeechRecognition(onText: (transcript: string) => void) {
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const stop = useCallback(() => {
    recognition.current?.stop();
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      setMessage(SPEECH_TEXTS.unsupported);
      return;
    }
    setMessage('');
    const instance = new Constructor();
    instance.lang = SPEECH_LANGUAGE;
    instance.continuous = true;
    instance.interimResults = true;
    instance.onresult = (event) => onTextRef.current(transcriptOf(event.results));
    instance.onerror = (event) => {
      if (event.error !== 'aborted' && event.error !== 'no-speech') setMessage(SPEECH_TEXTS.error(event.error));
      setListening(false);
    };
    instance.onend = () => setListening(false);
    recognition.current = instance;
    try {
      instance.start();
      setListening(true);
    } catch (error) {
      setMessage(SPEECH_TEXTS.error(error instanceof Error ? error.name : 'start'));
    }
  }, []);

  useEffect(() => () => recognition.current?.abort(), []);

  return { listening, message, start, stop, clearMessage: () => setMessage('') };
}
