import type { KeyboardEvent } from 'react';

/** A chat textarea's key handler: Enter sends, Shift+Enter breaks the line, nothing while an IME composes. */
export function sendOnEnter(send: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
}
