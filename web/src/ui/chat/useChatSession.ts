import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChatMessage } from '@clara/domain/chat/messages';
import {
  addNotes,
  afterFailure,
  canSendNow,
  currentNotes,
  noNotes,
  outgoingFor,
  visibleHistory,
  type Notes,
  type Outgoing,
} from './outgoing';

export interface ChatSessionOptions<TData, TReply> {
  /** The conversation's query key (one per conversation). */
  queryKey: QueryKey;
  /** Loads the conversation (its history and whatever else the feature shows with it). */
  load: () => Promise<TData>;
  enabled?: boolean;
  history: (data: TData) => ChatMessage[];
  /** False once the conversation ended: nothing more is sent. */
  active: (data: TData) => boolean;
  /** Sends one user message (over the conversation as it is now) and answers the server's reply. */
  send: (text: string, data: TData) => Promise<TReply>;
  /** The conversation after a reply to `sent`. */
  withReply: (data: TData, sent: ChatMessage, reply: TReply) => TData;
  /** Told of each reply, once it is in the conversation. */
  onReply?: (reply: TReply) => void;
  /** Told of each failed send (after the 409 reload was asked for): e.g. SPEC §8's alert. */
  onSendError?: (error: unknown, message: ChatMessage) => void;
  /**
   * How a failed send shows. Unset: the message stays, marked failed, and waits for a retry or a discard (coach
   * and job-description chats). Set: the failed message is replaced by the notes this answers (e.g. the message
   * and an error-styled note, SPEC §8's interview chat), shown until the server's conversation next changes,
   * and sending stays open.
   */
  failureNotes?: (error: unknown, message: ChatMessage) => ChatMessage[];
}

/** Sends something other than a text (e.g. a recording) over the conversation as it is now. */
type Request<TData, TReply> = (data: TData) => Promise<TReply>;

export interface ChatSession<TData, TReply = unknown> {
  status: 'loading' | 'ready' | 'failed';
  data: TData | undefined;
  /** Why the conversation could not be loaded (status 'failed'). */
  error: unknown;
  /** The stored conversation with its local notes and the message on its way, or the one that failed. */
  history: ChatMessage[];
  active: boolean;
  sending: boolean;
  /** The user's message that could not be sent (still shown), or null. */
  failed: ChatMessage | null;
  /** Sends a text; false (nothing sent) when it is blank, a message is pending or failed, or the chat ended. */
  send(text: string): boolean;
  /**
   * Sends a message of the feature's own kind through the same mutation: `message` (e.g. a media placeholder)
   * shows while `request` runs; false (nothing sent) when `send` would refuse too.
   */
  sendWith(message: ChatMessage, request: Request<TData, TReply>): boolean;
  /** Adds a local note after the conversation (e.g. a file that could not be read), see `failureNotes`. */
  note(message: ChatMessage): void;
  /** Sends the failed message again. */
  retry(): void;
  /** Drops the failed message (its text goes back to the composer, if the feature wants it). */
  discard(): string;
  /** Loads the conversation again (e.g. after the first load failed); 'loading' meanwhile. */
  reload(): void;
}

interface Variables<TData, TReply> {
  message: ChatMessage;
  request?: Request<TData, TReply>;
}

/**
 * One chat session: the conversation through TanStack Query, each message sent as a mutation, shown at once
 * and, when the send fails, kept with a retry (or turned into the feature's notes); a 409 (another tab
 * answered) reloads the conversation. The interview, coach and job-description chats use it; their own parts
 * (media, voice, analysis, session codes, the vacancy draft) stay in their features.
 */
export function useChatSession<TData, TReply>(options: ChatSessionOptions<TData, TReply>): ChatSession<TData, TReply> {
  const client = useQueryClient();
  const query = useQuery({ queryKey: options.queryKey, queryFn: options.load, enabled: options.enabled ?? true });
  const [outgoing, setOutgoing] = useState<(Outgoing & Variables<TData, TReply>) | null>(null);
  const [notes, setNotes] = useState<Notes<TData>>(noNotes);
  const stored = () => client.getQueryData<TData>(options.queryKey);

  const mutation = useMutation({
    mutationFn: ({ message, request }: Variables<TData, TReply>) => {
      const data = stored();
      if (data === undefined) throw new Error('La conversación no está cargada');
      return request ? request(data) : options.send(message.text, data);
    },
    onSuccess: (reply, { message }) => {
      client.setQueryData<TData>(options.queryKey, (data) => (data ? options.withReply(data, message, reply) : data));
      setOutgoing(null);
      options.onReply?.(reply);
    },
    onError: (error, variables) => {
      const reload = afterFailure(error) === 'reload';
      if (options.failureNotes) {
        const added = options.failureNotes(error, variables.message);
        setNotes((current) => addNotes(current, stored(), added));
        setOutgoing(null);
      } else {
        setOutgoing(reload ? null : { ...variables, state: 'failed' });
      }
      if (reload) void client.invalidateQueries({ queryKey: options.queryKey });
      options.onSendError?.(error, variables.message);
    },
  });

  const data = query.data;
  const active = data ? options.active(data) : false;
  const start = (variables: Variables<TData, TReply>) => {
    setOutgoing({ ...variables, state: 'sending' });
    mutation.mutate(variables);
  };
  const loading = options.enabled !== false && (query.isPending || (query.isError && query.isFetching));

  return {
    status: loading ? 'loading' : query.isError ? 'failed' : 'ready',
    data,
    error: query.error,
    history: data ? visibleHistory(options.history(data), outgoing, currentNotes(notes, data)) : [],
    active,
    sending: outgoing?.state === 'sending',
    failed: outgoing?.state === 'failed' ? outgoing.message : null,
    send(text) {
      const message = outgoingFor(text, { outgoing, active: Boolean(data) && active });
      if (!message) return false;
      start({ message });
      return true;
    },
    sendWith(message, request) {
      if (!canSendNow({ outgoing, active: Boolean(data) && active })) return false;
      start({ message, request });
      return true;
    },
    note(message) {
      setNotes((current) => addNotes(current, stored(), [message]));
    },
    retry() {
      if (outgoing?.state !== 'failed') return;
      start({ message: { ...outgoing.message, timestamp: Date.now() }, request: outgoing.request });
    },
    discard() {
      if (outgoing?.state !== 'failed') return '';
      setOutgoing(null);
      return outgoing.message.text;
    },
    reload() {
      void query.refetch();
    },
  };
}
