import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { sendOnEnter } from '../../../ui/keys';
import { PageHeader } from './PageHeader';

/** The chat pages' frame: the header (with its own links, if any), the bar above the chat, and the chat. */
export function ChatLayout({ nav, bar, children }: { nav?: ReactNode; bar: ReactNode; children: ReactNode }) {
  return (
    <div className="cx-chat-page">
      <PageHeader>{nav}</PageHeader>
      <div className="container cx-chat-bar">{bar}</div>
      <main className="container cx-chat-main">{children}</main>
    </div>
  );
}

/** Inside the chat area: a load that failed, and the way to try again. */
export function RetryPanel({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="page-center" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

/** Under a message that could not be sent: it stays, and this sends it again. */
export function SendRetry({ text, onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <div className="cx-send-failed" role="alert">
      {text && <p>{text}</p>}
      <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

interface ChatComposerProps {
  /** The textarea's id and its (visually hidden) label. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Called by the send button and by Enter; the page checks what may be sent. */
  onSend: () => void;
  sendLabel: string;
  placeholder: string;
  maxLength?: number;
  rows?: number;
  /** While a message is on its way: sending is off, and the textarea gets the focus back afterwards. */
  busy?: boolean;
  /** The whole input is off (no conversation yet). */
  disabled?: boolean;
  /** The textarea grows with its text up to this height (px). */
  growTo?: number;
  /** Controls before the textarea (the voice demo's microphone). */
  before?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
}

/** The message input of the coaches' chats: Enter sends, Shift+Enter breaks the line; blank text is not sent. */
export function ChatComposer({
  id,
  label,
  value,
  onChange,
  onSend,
  sendLabel,
  placeholder,
  maxLength,
  rows = 2,
  busy = false,
  disabled = false,
  growTo,
  before,
  formRef,
}: ChatComposerProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const wasBusy = useRef(busy);

  useEffect(() => {
    if (wasBusy.current && !busy) area.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element || growTo === undefined) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, growTo)}px`;
  }, [value, growTo]);

  const growStyle: CSSProperties | undefined = growTo === undefined ? undefined : { maxHeight: growTo };
  return (
    <form
      ref={formRef}
      className="cx-composer"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {before}
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={area}
        rows={rows}
        className={growTo === undefined ? undefined : 'cx-autogrow'}
        style={growStyle}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={sendOnEnter(onSend)}
      />
      <button type="submit" className="btn btn-primary" disabled={value.trim().length === 0 || busy || disabled}>
        {sendLabel}
      </button>
    </form>
  );
}
