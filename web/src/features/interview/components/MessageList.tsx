import { PRODUCT } from '@clara/domain/brand';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { InterviewChat } from '../useInterviewChat';
import { MessageBubble } from './MessageBubble';
import { displayText } from '../rules/messages';

/** Pixels from the bottom within which the list keeps following new content. */
const STICK_PX = 80;

/** The chat history; follows the newest content (typewriter, media loading) unless the person scrolled up. */
export function MessageList({ chat }: { chat: InterviewChat }) {
  const { history, typeTimestamp, sending, streamingText } = chat;
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  const toBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // A new message (sent or received) always brings the view to the bottom.
  useLayoutEffect(() => {
    stick.current = true;
    toBottom();
  }, [history.length, sending]);

  // Growing content (typewriter, a media player appearing) keeps the view pinned while it is at the bottom.
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => stick.current && toBottom());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (element) stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
  };

  const lastIndex = history.length - 1;
  const last = history[lastIndex];
  // Screen readers hear Clara's new reply once, whole (the typewriter would announce it letter by letter).
  const announcement = last && last.type === 'system' && last.timestamp === typeTimestamp ? displayText(last) : '';
  return (
    <div className="iv-chat-scroll" ref={scroller} onScroll={onScroll}>
      <ol className="iv-message-list" ref={list} aria-label="Conversación">
        {history.map((message, index) => (
          <MessageBubble
            key={`${message.timestamp}-${index}`}
            message={message}
            animate={index === lastIndex && message.type === 'system' && message.timestamp === typeTimestamp}
          />
        ))}
        {sending && streamingText === null && (
          <li className="iv-message-row iv-from-clara" aria-label={`${PRODUCT.name} está escribiendo`}>
            <span className="iv-avatar" aria-hidden="true">
              C
            </span>
            <div className="iv-bubble iv-bubble-clara iv-typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          </li>
        )}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
