import { useEffect, useRef, useState } from 'react';
import { useMediaRecorder, type Recording } from '../hooks/useMediaRecorder';
import { formatDuration, formatMediaSize, MEDIA_TEXTS } from '@clara/domain/interview/media';
import { MediaPrepareError, prepareUpload } from '../media/prepare';
import { Icon } from '../../../ui/Icon';
import type { InterviewChat } from '../useInterviewChat';
import { reportError } from '../../../platform/log';

interface Props {
  chat: InterviewChat;
}

function LivePreview({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} className="iv-live-preview" autoPlay muted playsInline />;
}

/** Record audio or video with MediaRecorder, or upload a file; then send it to Clara. */
export function MediaComposer({ chat }: Props) {
  const { sendMedia, noteError } = chat;
  const recorder = useMediaRecorder();
  const [take, setTake] = useState<(Recording & { url: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Issue 33: no running timer by default (it pressures); shown on request.
  const [showTime, setShowTime] = useState(false);

  useEffect(
    () => () => {
      if (take) URL.revokeObjectURL(take.url);
    },
    [take],
  );

  async function send(blob: Blob, options: { mimeType?: string; duration?: number }) {
    setBusy(true);
    try {
      const upload = await prepareUpload(blob, options);
      sendMedia(upload);
    } catch (error) {
      reportError('Error al preparar el contenido multimedia', error);
      noteError(error instanceof MediaPrepareError ? error.message : MEDIA_TEXTS.fileReadError);
    } finally {
      setBusy(false);
    }
  }

  async function onFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    await send(file, { mimeType: file.type });
  }

  async function sendTake() {
    if (!take) return;
    const current = take;
    setTake(null);
    await send(current.blob, { mimeType: current.mimeType, duration: current.duration });
  }

  const off = chat.sending || busy;

  if (recorder.recording) {
    return (
      <div className="iv-recorder-panel" role="group" aria-label="Grabación en curso">
        {recorder.recording === 'video' && recorder.stream && <LivePreview stream={recorder.stream} />}
        <div className="row">
          <span className="iv-rec-dot" aria-hidden="true" />
          <span>
            Grabando {recorder.recording === 'audio' ? 'audio' : 'video'}
            {showTime && ` · ${formatDuration(recorder.elapsed)}`}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-pressed={showTime}
            onClick={() => setShowTime((shown) => !shown)}
          >
            {showTime ? MEDIA_TEXTS.hideTime : MEDIA_TEXTS.showTime}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={recorder.stop}>
            Detener
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={recorder.cancel}>
            Cancelar
          </button>
        </div>
      </div>
    );
  }

  if (take) {
    return (
      <div className="iv-recorder-panel" role="group" aria-label="Revisar grabación">
        {take.kind === 'audio' ? <audio controls src={take.url} /> : <video controls playsInline src={take.url} />}
        <div className="row">
          <span className="muted">
            {formatDuration(take.duration)} · {formatMediaSize(take.blob.size / (1024 * 1024))}
          </span>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void sendTake()} disabled={off}>
            Enviar grabación
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setTake(null)}>
            Descartar
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="iv-media-tools" role="group" aria-label="Enviar audio o video">
        <button
          type="button"
          className="iv-tool-btn"
          disabled={off}
          onClick={() => void recorder.start('audio', (r) => setTake({ ...r, url: URL.createObjectURL(r.blob) }))}
          title="Grabar audio"
          aria-label="Grabar audio"
        >
          <Icon name="mic" />
        </button>
        <button
          type="button"
          className="iv-tool-btn"
          disabled={off}
          onClick={() => void recorder.start('video', (r) => setTake({ ...r, url: URL.createObjectURL(r.blob) }))}
          title="Grabar video"
          aria-label="Grabar video"
        >
          <Icon name="video" />
        </button>
        <label className={`iv-tool-btn${off ? ' is-disabled' : ''}`} title="Subir archivo de audio o video">
          <Icon name="clip" />
          <span className="sr-only">Subir archivo de audio o video</span>
          <input
            ref={fileInput}
            type="file"
            accept="audio/*,video/*"
            className="sr-only"
            disabled={off}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </label>
      </div>
      {recorder.error && (
        <p className="iv-composer-note error-text" role="alert">
          {recorder.error}
        </p>
      )}
    </>
  );
}
