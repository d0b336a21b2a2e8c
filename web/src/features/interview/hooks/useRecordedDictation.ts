import { useCallback, useState } from 'react';
import { MEDIA_TEXTS } from '@clara/domain/interview/media';
import { SPEECH_TEXTS } from '@clara/domain/speech';
import { MediaPrepareError, prepareUpload } from '../media/prepare';
import type { InterviewChat } from '../useInterviewChat';
import { useMediaRecorder } from './useMediaRecorder';
import { reportError } from '../../../platform/log';

/**
 * Voice answers where the browser has no speech recognition (Firefox): the microphone button records the
 * answer and a second press sends it as an audio message, which the server transcribes (OpenAI or Google,
 * whichever is configured; without either the interview goes on with a note). A browser that can neither
 * recognise nor record reads SPEC's unsupported text.
 */
export function useRecordedDictation(chat: Pick<InterviewChat, 'sendMedia' | 'noteError'>) {
  const recorder = useMediaRecorder();
  const { sendMedia, noteError } = chat;
  const [unsupported, setUnsupported] = useState(false);

  const toggle = useCallback(() => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setUnsupported(true);
      return;
    }
    if (recorder.recording) {
      recorder.stop();
      return;
    }
    void recorder.start('audio', (recording) => {
      prepareUpload(recording.blob, { mimeType: recording.mimeType, duration: recording.duration })
        .then((upload) => sendMedia(upload))
        .catch((error: unknown) => {
          reportError('Error al preparar la respuesta grabada', error);
          noteError(error instanceof MediaPrepareError ? error.message : MEDIA_TEXTS.fileReadError);
        });
    });
  }, [recorder, sendMedia, noteError]);

  return {
    recording: recorder.recording === 'audio',
    error: unsupported ? SPEECH_TEXTS.unsupported : recorder.error,
    toggle,
  };
}
