import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { TYPEWRITER_MS_PER_CHAR } from '@clara/domain/constants';
import { typewriterSlice } from './layout';

/** The window's inner height, kept up to date on resize and rotation. */
export function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** The rendered height of an element (e.g. the input area, which grows with its text). */
export function useElementHeight<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.getBoundingClientRect().height);
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}

/** SPEC §4: the final reply appears at about 5 ms per character; `active` false shows it whole. */
export function useTypewriter(text: string, active: boolean, onDone?: () => void): string {
  const [shown, setShown] = useState(active ? '' : text);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) {
      setShown(text);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = () => {
      const next = typewriterSlice(text, performance.now() - start, TYPEWRITER_MS_PER_CHAR);
      setShown(next);
      if (next.length < text.length) frame = requestAnimationFrame(tick);
      else done.current?.();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [text, active]);
  return shown;
}

/** Keeps a scroll container pinned to its bottom whenever `dependency` changes. */
export function useStickToBottom<T extends HTMLElement>(dependency: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [dependency]);
  return ref;
}
