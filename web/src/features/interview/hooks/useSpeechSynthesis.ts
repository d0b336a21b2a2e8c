import { useCallback, useEffect, useState } from 'react';
import { SPEECH_LANGUAGE } from '@clara/domain/constants';
import { SPEECH_TEXTS } from './speech';

const KEY = 'clara.voiceOutput';

/** Voice output: Clara's replies read aloud in es-ES when the person turns it on (remembered locally). */
export function useSpeechSynthesis() {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [enabled, setEnabled] = useState(() => {
    try {
      return supported && localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  });
  const [message, setMessage] = useState('');

  const cancel = useCallback(() => {
    if (supported) window.speechSynthesis.cancel();
  }, [supported]);

  const toggle = useCallback(() => {
    if (!supported) {
      setMessage(SPEECH_TEXTS.synthesisUnsupported);
      return;
    }
    setEnabled((value) => {
      try {
        localStorage.setItem(KEY, value ? '0' : '1');
      } catch {
        // ignore
      }
      if (value) window.speechSynthesis.cancel();
      return !value;
    });
  }, [supported]);

  const speak = useCallback(
    (text: string) => {
      if (!supported || !enabled || !text.trim()) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = SPEECH_LANGUAGE;
      const voice = window.speechSynthesis.getVoices().find((v) => v.lang === SPEECH_LANGUAGE || v.lang.startsWith('es'));
      if (voice) utterance.voice = voice;
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
    },
    [supported, enabled],
  );

  useEffect(() => cancel, [cancel]);

  return { supported, enabled, toggle, speak, cancel, message };
}
