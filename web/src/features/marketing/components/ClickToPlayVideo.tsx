import { useRef, useState } from 'react';
import { Icon } from '../../../ui/Icon';
import { reportWarning } from '../../../platform/log';

interface ClickToPlayVideoProps {
  src: string;
  poster: string;
  /** Accessible name of the video and its play button. */
  title: string;
  /** 'wide' (16:9) or 'tall' (9:16). */
  shape?: 'wide' | 'tall';
  /** The page's hero: its poster is the largest paint, so the prerendered page fetches it first (prerender.mjs). */
  hero?: boolean;
}

/**
 * A video that shows its poster and a play button, loads nothing until clicked, then plays with controls
 * (SPEC: the promo and the demo play on click).
 */
export function ClickToPlayVideo({ src, poster, title, shape = 'wide', hero = false }: ClickToPlayVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  const play = () => {
    const element = video.current;
    if (!element) return;
    setStarted(true);
    element.play().catch((error: unknown) => {
      // Playback refused (e.g. an unsupported format): give the button back so the visitor can retry.
      reportWarning('No se pudo reproducir el video', error);
      setStarted(false);
    });
  };

  return (
    <div className={`mk-video mk-video-${shape}`}>
      <video
        ref={video}
        src={src}
        poster={poster}
        preload="none"
        playsInline
        controls={started}
        aria-label={title}
        data-hero={hero || undefined}
        onPlay={() => setStarted(true)}
      />
      {!started && (
        <button type="button" className="mk-play" onClick={play} aria-label={`Reproducir video: ${title}`}>
          <span className="mk-play-pill">
            <Icon name="play" size={22} />
            Reproducir video
          </span>
        </button>
      )}
    </div>
  );
}
