import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_TEXTS } from '@clara/domain/speech';
import { createRecognition, recognitionConstructor, transcriptOf, type Recognition } from '../platform/speech';

/**
 * Speech input in es-ES with continuous, interim results (SPEC §2, §9). `onText` receives the whole
 * transcript of the current listening session each time it grows; `message` is SPEC §8's text for an
 * unsupported browser or a recognition error ('aborted' and 'no-speech' are not errors to show).
 */
export function useSpeechRecognition(onText: (transcript: string) => void) {
  const supported = recognitionConstructor() !== null;
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
    const instance = createRecognition(Constructor);
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

  useEffect(
    () => () => {
      const instance = recognition.current;
      if (instance) (instance.abort ?? instance.stop).call(instance);
    },
    [],
  );

  return { supported, listening, message, start, stop };
}
