import { useEffect, useRef } from 'react';

/** Where the complete sentences of `text` end (after . ! ? … and the space that follows), or 0. */
export function completeSentencesEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?…]+["»”)]?\s+/g)) end = match.index + match[0].length;
  return end;
}

/**
 * Voice output of a streamed reply: each sentence is read as soon as it is complete, the next ones queued
 * after it, and what remains when the reply is stored (its last sentence). `speak(text, queue)` reads only
 * when the person turned voice on.
 */
export function useStreamedSpeech(
  streamingText: string | null,
  stored: { timestamp: number; text: string } | null,
  speak: (text: string, queue: boolean) => void,
): void {
  const spoken = useRef<{ text: string; started: boolean }>({ text: '', started: false });

  useEffect(() => {
    if (streamingText === null) return;
    const current = spoken.current;
    if (!streamingText.startsWith(current.text)) spoken.current = { text: '', started: false };
    const end = completeSentencesEnd(streamingText);
    if (end <= spoken.current.text.length) return;
    const sentence = streamingText.slice(spoken.current.text.length, end).trim();
    if (sentence) speak(sentence, spoken.current.started);
    spoken.current = { text: streamingText.slice(0, end), started: spoken.current.started || Boolean(sentence) };
  }, [streamingText, speak]);

  useEffect(() => {
    if (!stored) return;
    const said = spoken.current.text.trim();
    const rest = said && stored.text.startsWith(said) ? stored.text.slice(said.length).trim() : said ? '' : stored.text;
    if (rest) speak(rest, spoken.current.started);
    spoken.current = { text: '', started: false };
  }, [stored, speak]);
}
