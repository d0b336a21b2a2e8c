import { PRODUCT } from '@clara/domain/brand';
import { memo } from 'react';
import type { ViewMessage } from '../conversation';
import { displayText } from '../rules/messages';
import { useTypewriter } from '../../../ui/useTypewriter';
import { MediaMessage } from './MediaMessage';

interface Props {
  message: ViewMessage;
  /** Clara's reply that just arrived: shown with the typewriter. */
  animate: boolean;
}

function Text({ text, animate }: { text: string; animate: boolean }) {
  const { shown, typing } = useTypewriter(text, animate);
  return (
    <p className="iv-bubble-text" aria-busy={typing || undefined}>
      {shown}
      {typing && <span className="iv-caret" aria-hidden="true" />}
    </p>
  );
}

export const MessageBubble = memo(function MessageBubble({ message, animate }: Props) {
  const isUser = message.type === 'user';
  const text = displayText(message);
  const isMedia = Boolean(message.mediaType);
  const classes = ['iv-bubble', isUser ? 'iv-bubble-user' : 'iv-bubble-clara', message.isError ? 'iv-bubble-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={`iv-message-row ${isUser ? 'iv-from-user' : 'iv-from-clara'}`}
      data-type={message.type}
      data-error={message.isError || undefined}
    >
      {!isUser && (
        <span className="iv-avatar" aria-hidden="true">
          C
        </span>
      )}
      <div className={classes}>
        <span className="sr-only">{isUser ? 'Tú:' : `${PRODUCT.name}:`}</span>
        {isMedia && <MediaMessage message={message} />}
        {text && !(isMedia && text === message.transcription) && <Text text={text} animate={animate} />}
      </div>
    </li>
  );
});
