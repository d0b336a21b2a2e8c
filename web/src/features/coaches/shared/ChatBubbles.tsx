import type { ChatMessage } from '@clara/domain/chat/messages';
import { useTypewriter } from '../../../ui/useTypewriter';

interface ChatBubblesProps {
  messages: ChatMessage[];
  /** Timestamp of the system message to reveal with the typewriter effect, if any. */
  animateTimestamp?: number | null;
  onAnimationDone?: () => void;
  /** Shown as a typing indicator after the last message. */
  waiting?: boolean;
  assistantName: string;
  assistantImage?: string;
}

export function ChatBubbles({
  messages,
  animateTimestamp,
  onAnimationDone,
  waiting,
  assistantName,
  assistantImage,
}: ChatBubblesProps) {
  return (
    <ol className="cx-messages" aria-live="polite">
      {messages.map((message, index) => (
        <Bubble
          key={`${message.timestamp}-${index}`}
          message={message}
          animate={message.type === 'system' && !message.isError && message.timestamp === animateTimestamp}
          onDone={onAnimationDone}
          assistantName={assistantName}
          assistantImage={assistantImage}
        />
      ))}
      {waiting && (
        <li className="cx-bubble-row is-system">
          <span className="cx-bubble is-system cx-typing" aria-label={`${assistantName} está escribiendo`}>
            <span />
            <span />
            <span />
          </span>
        </li>
      )}
    </ol>
  );
}

function Bubble({
  message,
  animate,
  onDone,
  assistantName,
  assistantImage,
}: {
  message: ChatMessage;
  animate: boolean;
  onDone?: () => void;
  assistantName: string;
  assistantImage?: string;
}) {
  const { shown, typing } = useTypewriter(message.text, animate, onDone);
  const kind = message.isError ? 'is-system is-error' : `is-${message.type}`;
  return (
    <li className={`cx-bubble-row ${kind}`} data-testid={`message-${message.type}`}>
      {message.type === 'system' && assistantImage && (
        <img className="cx-avatar" src={assistantImage} alt="" width={32} height={32} />
      )}
      <div className={`cx-bubble ${kind}`} aria-busy={animate && typing}>
        <span className="sr-only">{message.type === 'user' ? 'Tú: ' : `${assistantName}: `}</span>
        {shown}
      </div>
    </li>
  );
}
