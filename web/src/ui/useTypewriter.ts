import { useEffect, useRef, useState } from 'react';
import { typewriterText } from './typewriter';

/**
 * SPEC §4: a reply that just arrived appears at about 5 ms per character while `active`; otherwise the
 * whole text. `onDone` is called once the whole text shows.
 */
export function useTypewriter(text: string, active: boolean, onDone?: () => void): { shown: string; typing: boolean } {
  const [elapsed, setElapsed] = useState(active ? 0 : Number.POSITIVE_INFINITY);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) {
      setElapsed(Number.POSITIVE_INFINITY);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = () => {
      const now = performance.now() - start;
      setElapsed(now);
      if (typewriterText(text, now).length < text.length) frame = requestAnimationFrame(tick);
      else done.current?.();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [text, active]);
  const shown = typewriterText(text, elapsed);
  return { shown, typing: shown.length < text.length };
}
