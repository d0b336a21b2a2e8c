import { useCallback, useEffect, useRef, useState } from 'react';
import { loadMedia, MediaLoadError } from './loader';
import { MEDIA_TEXTS } from '@clara/domain/interview/media';
import type { StoredMediaRecord as MediaRecord } from './repository';

export type MediaViewState =
  | { phase: 'waiting' }
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'chunked'; record: MediaRecord }
  | { phase: 'ready'; url: string; blob: Blob; record: MediaRecord };

/**
 * Loads one media message on demand: when `visible` first becomes true, then on retry / load now.
 * The object URL is revoked when the message goes away.
 */
export function useMediaLoader(mediaId: string | undefined, visible: boolean) {
  const [state, setState] = useState<MediaViewState>({ phase: 'waiting' });
  const url = useRef<string | null>(null);
  const started = useRef(false);
  const run = useRef(0);

  const load = useCallback(
    async (withChunks: boolean) => {
      const current = ++run.current;
      setState({ phase: 'loading' });
      try {
        const result = await loadMedia(mediaId, withChunks);
        if (current !== run.current) return;
        if (result.kind === 'chunked') {
          setState({ phase: 'chunked', record: result.record });
          return;
        }
        if (url.current) URL.revokeObjectURL(url.current);
        url.current = URL.createObjectURL(result.blob);
        setState({ phase: 'ready', url: url.current, blob: result.blob, record: result.record });
      } catch (error) {
        if (current !== run.current) return;
        const message = error instanceof MediaLoadError ? error.message : MEDIA_TEXTS.loadError(String(error));
        setState({ phase: 'error', message });
      }
    },
    [mediaId],
  );

  useEffect(() => {
    if (visible && !started.current) {
      started.current = true;
      void load(false);
    }
  }, [visible, load]);

  useEffect(
    () => () => {
      // Unmount (or StrictMode's rehearsal): drop answers in flight and let a remount load again.
      run.current += 1;
      started.current = false;
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = null;
    },
    [],
  );

  return { state, retry: () => load(false), loadNow: () => load(true) };
}
