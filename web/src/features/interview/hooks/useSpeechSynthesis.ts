import { useCallback, useEffect, useState } from 'react';
import { SPEECH_TEXTS } from '@clara/domain/speech';
import { speak as speakAloud, speechSynthesisSupported, stopSpeaking } from '../../../platform/speech';
import { localStore } from '../../../platform/storage';

const KEY = 'clara.voiceOutput';

/** Voice output: Clara's replies read aloud in es-ES when the person turns it on (remembered locally). */
export function useSpeechSynthesis() {
  const supported = speechSynthesisSupported();
  const [enabled, setEnabled] = useState(() => supported && localStore.get(KEY) === '1');
  const [message, setMessage] = useState('');

  const cancel = useCallback(() => stopSpeaking(), []);

  const toggle = useCallback(() => {
    if (!supported) {
      setMessage(SPEECH_TEXTS.synthesisUnsupported);
      return;
    }
    setEnabled((value) => {
      localStore.set(KEY, value ? '0' : '1');
      if (value) stopSpeaking();
      return !value;
    });
  }, [supported]);

  /** `queue`: after what is being read (the next sentence of a streamed reply). */
  const speak = useCallback(
    (text: string, queue = false) => {
      if (enabled) speakAloud(text, { queue });
    },
    [enabled],
  );

  useEffect(() => cancel, [cancel]);

  return { supported, enabled, toggle, speak, cancel, message };
}
