import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChatMessage } from '@clara/domain/interview/session';
import { afterFailure, outgoingFor, visibleHistory, type Outgoing } from './outgoing';

export interface ChatSessionOptions<TData, TReply> {
  /** The conversation's query key (one per conversation). */
  queryKey: QueryKey;
  /** Loads the conversation (its history and whatever else the feature shows with it). */
  load: () => Promise<TData>;
  enabled?: boolean;
  history: (data: TData) => ChatMessage[];
  /** False once the conversation ended: nothing more is sent. */
  active: (data: TData) => boolean;
  /** Sends one user message and answers the server's reply. */
  send: (text: string) => Promise<TReply>;
  /** The conversation after a reply to `sent`. */
  withReply: (data: TData, sent: ChatMessage, reply: TReply) => TData;
  /** Told of each reply, once it is in the conversation. */
  onReply?: (reply: TReply) => void;
  /** Told of each failed send (after the 409 reload was asked for): e.g. SPEC §8's alert. */
  onSendError?: (error: unknown, text: string) => void;
}

export interface ChatSession<TData> {
  status: 'loading' | 'ready' | 'failed';
  data: TData | undefined;
  /** Why the conversation could not be loaded (status 'failed'). */
  error: unknown;
  /** The stored conversation with the message on its way, or the one that failed. */
  history: ChatMessage[];
  active: boolean;
  sending: boolean;
  /** The user's message that could not be sent (still shown), or null. */
  failed: ChatMessage | null;
  /** Sends a text; false (nothing sent) when it is blank, a message is pending or failed, or the chat ended. */
  send(text: string): boolean;
  /** Sends the failed message again. */
  retry(): void;
  /** Drops the failed message (its text goes back to the composer, if the feature wants it). */
  discard(): string;
  /** Loads the conversation again (e.g. after the first load failed). */
  reload(): void;
}

/**
 * One chat session: the initial history through TanStack Query, each message sent as a mutation, shown at
 * once and kept with a retry when the send fails; a 409 (another tab answered) reloads the conversation. The
 * interview, coach and job-description chats use it; their own parts (media, voice, session codes, the vacancy
 * draft) stay in their features.
 */
export function useChatSession<TData, TReply>(options: ChatSessionOptions<TData, TReply>): ChatSession<TData> {
  const client = useQueryClient();
  const query = useQuery({ queryKey: options.queryKey, queryFn: options.load, enabled: options.enabled ?? true });
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);

  const mutation = useMutation({
    mutationFn: (message: ChatMessage) => options.send(message.text),
    onSuccess: (reply, message) => {
      client.setQueryData<TData>(options.queryKey, (data) => (data ? options.withReply(data, message, reply) : data));
      setOutgoing(null);
      options.onReply?.(reply);
    },
    onError: (error, message) => {
      if (afterFailure(error) === 'reload') {
        setOutgoing(null);
        void client.invalidateQueries({ queryKey: options.queryKey });
      } else {
        setOutgoing({ message, state: 'failed' });
      }
      options.onSendError?.(error, message.text);
    },
  });

  const data = query.data;
  const active = data ? options.active(data) : false;
  const start = (message: ChatMessage) => {
    setOutgoing({ message, state: 'sending' });
    mutation.mutate(message);
  };

  return {
    status: query.isPending && options.enabled !== false ? 'loading' : query.isError ? 'failed' : 'ready',
    data,
    error: query.error,
    history: data ? visibleHistory(options.history(data), outgoing) : [],
    active,
    sending: outgoing?.state === 'sending',
    failed: outgoing?.state === 'failed' ? outgoing.message : null,
    send(text) {
      const message = outgoingFor(text, { outgoing, active: Boolean(data) && active });
      if (!message) return false;
      start(message);
      return true;
    },
    retry() {
      if (outgoing?.state === 'failed') start({ ...outgoing.message, timestamp: Date.now() });
    },
    discard() {
      const text = outgoing?.state === 'failed' ? outgoing.message.text : '';
      if (text) setOutgoing(null);
      return text;
    },
    reload() {
      void query.refetch();
    },
  };
}
