import { useEffect, useRef, useState } from 'react';
import type { ViewMessage } from '../conversation';
import { Icon } from '../../../ui/Icon';
import { useMediaLoader } from '../media/useMediaLoader';
import { formatDuration, formatMediaSize, mediaDownloadName, playbackErrorText } from '@clara/domain/interview/media';

/** Becomes true once the element scrolls near the viewport (media is loaded on demand). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

const KIND_LABEL = { audio: 'Audio', video: 'Video' } as const;

export function MediaMessage({ message }: { message: ViewMessage }) {
  const kind = message.mediaType === 'video' ? 'video' : 'audio';
  const { ref, seen } = useSeen<HTMLDivElement>();
  const { state, retry, loadNow } = useMediaLoader(message.mediaId, seen && !message.pending);
  const [playError, setPlayError] = useState<string | null>(null);

  const record = state.phase === 'ready' || state.phase === 'chunked' ? state.record : undefined;
  const duration = message.duration ?? record?.duration;
  const sizeMB =
    message.sizeMB ?? record?.sizeMB ?? (state.phase === 'ready' ? state.blob.size / (1024 * 1024) : undefined);
  const mimeType = message.mimeType ?? record?.mimeType;
  const transcription = message.transcription ?? record?.transcription;

  const meta = [KIND_LABEL[kind], duration ? formatDuration(duration) : null, sizeMB ? formatMediaSize(sizeMB) : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <div
      ref={ref}
      className="iv-media-msg"
      data-media-state={message.pending ? 'pending' : playError ? 'error' : state.phase}
    >
      <div className="iv-media-meta">
        <Icon name={kind === 'audio' ? 'audio' : 'video'} size={14} /> {meta}
      </div>

      {message.pending && (
        <div className="iv-media-status">
          <span className="spinner iv-spinner-sm" aria-hidden="true" /> Enviando {kind === 'audio' ? 'audio' : 'video'}…
        </div>
      )}

      {!message.pending && (state.phase === 'waiting' || state.phase === 'loading') && (
        <div className="iv-media-status" aria-busy="true">
          <span className="spinner iv-spinner-sm" aria-hidden="true" /> Cargando {kind === 'audio' ? 'audio' : 'video'}…
        </div>
      )}

      {state.phase === 'chunked' && (
        <div className="iv-media-status">
          <span>Archivo grande guardado en {state.record.totalChunks} fragmentos.</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void loadNow()}>
            Cargar ahora
          </button>
        </div>
      )}

      {state.phase === 'error' && (
        <div className="iv-media-status iv-media-error">
          <span role="alert">{state.message}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void retry()}>
            Reintentar
          </button>
        </div>
      )}

      {state.phase === 'ready' &&
        !playError &&
        (kind === 'audio' ? (
          <audio
            controls
            preload="metadata"
            src={state.url}
            onError={(event) => setPlayError(playbackErrorText(event.currentTarget.error?.code))}
          />
        ) : (
          <video
            controls
            playsInline
            preload="metadata"
            src={state.url}
            onError={(event) => setPlayError(playbackErrorText(event.currentTarget.error?.code))}
          />
        ))}

      {state.phase === 'ready' && playError && (
        <div className="iv-media-status iv-media-error">
          <span role="alert">{playError}</span>
          <a className="btn btn-secondary btn-sm" href={state.url} download={mediaDownloadName(kind, mimeType ?? '')}>
            Descargar
          </a>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setPlayError(null);
              void retry();
            }}
          >
            Reintentar
          </button>
        </div>
      )}

      {transcription && (
        <p className="iv-media-transcription">
          <span className="muted">Transcripción:</span> {transcription}
        </p>
      )}
    </div>
  );
}
