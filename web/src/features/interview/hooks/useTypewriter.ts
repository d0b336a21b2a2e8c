import { useEffect, useState } from 'react';
import { typewriterText } from '../rules/typewriter';

/** Reveals `text` at 5 ms per character while `active`; the whole text otherwise. */
export function useTypewriter(text: string, active: boolean): { shown: string; typing: boolean } {
  const [elapsed, setElapsed] = useState(active ? 0 : Number.POSITIVE_INFINITY);
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
      if (typewriterText(text, now).length < Array.from(text).length) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [text, active]);
  const shown = typewriterText(text, elapsed);
  return { shown, typing: shown.length < text.length };
}
