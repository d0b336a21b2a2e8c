import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseRecordingMime, type MediaKind } from '../media/mime';

export interface Recording {
  blob: Blob;
  kind: MediaKind;
  mimeType: string;
  /** Seconds. */
  duration: number;
}

export const RECORDER_TEXTS = {
  unsupported: 'La grabación no es compatible con este navegador.',
  denied: 'No se pudo acceder al micrófono o a la cámara. Revisa los permisos del navegador.',
  failed: 'No se pudo completar la grabación. Por favor, intenta de nuevo.',
} as const;

/** Records audio or video with MediaRecorder; `stream` is exposed for a live camera preview. */
export function useMediaRecorder() {
  const [kind, setKind] = useState<MediaKind | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState('');
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const release = useCallback(() => {
    window.clearInterval(timer.current);
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
    recorder.current = null;
    setStream(null);
    setKind(null);
  }, []);

  const start = useCallback(
    async (wanted: MediaKind, onDone: (recording: Recording) => void) => {
      setError('');
      if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
        setError(RECORDER_TEXTS.unsupported);
        return;
      }
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true, video: wanted === 'video' });
      } catch {
        setError(RECORDER_TEXTS.denied);
        return;
      }
      const chosen = chooseRecordingMime(wanted, navigator.userAgent, (m) => MediaRecorder.isTypeSupported(m));
      const instance = chosen ? new MediaRecorder(media, { mimeType: chosen }) : new MediaRecorder(media);
      const parts: Blob[] = [];
      const startedAt = Date.now();
      instance.ondataavailable = (event) => event.data.size > 0 && parts.push(event.data);
      instance.onerror = () => {
        setError(RECORDER_TEXTS.failed);
        release();
      };
      instance.onstop = () => {
        const mimeType = instance.mimeType || chosen || (wanted === 'audio' ? 'audio/webm' : 'video/mp4');
        const blob = new Blob(parts, { type: mimeType });
        const duration = Math.max(1, Math.round((Date.now() - startedAt) / 1000));
        release();
        if (blob.size > 0) onDone({ blob, kind: wanted, mimeType, duration });
        else setError(RECORDER_TEXTS.failed);
      };
      recorder.current = instance;
      instance.start(1000);
      setKind(wanted);
      setStream(media);
      setElapsed(0);
      timer.current = window.setInterval(() => setElapsed(Math.round((Date.now() - startedAt) / 1000)), 500);
    },
    [release],
  );

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const cancel = useCallback(() => {
    if (recorder.current) {
      recorder.current.onstop = null;
      if (recorder.current.state === 'recording') recorder.current.stop();
    }
    release();
  }, [release]);

  useEffect(() => cancel, [cancel]);

  return { recording: kind, elapsed, stream, error, start, stop, cancel, clearError: () => setError('') };
}
