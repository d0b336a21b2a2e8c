import { log } from '../platform/log';
import type { Response } from 'express';
import { COMMON_ERRORS } from '@clara/domain';
import { DomainError } from '@clara/domain/common/failures';

/** What a streamed answer's producer gets: a writer of its events, and the client's going away. */
export interface EventStream<E> {
  write(event: E): void;
  /** Aborted when the client disconnects before the answer is complete. */
  signal: AbortSignal;
}

/**
 * A typed answer a handler returns when plain JSON with the route's status is not enough: another status,
 * headers, HTML, XML, text, a file, or a stream of events. Handlers never touch `res`; `endpoint()` sends a
 * Reply.
 */
export type ReplyBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'html' | 'xml' | 'text'; text: string }
  | { kind: 'file'; data: Buffer; contentType: string; filename?: string }
  | {
      kind: 'stream';
      contentType: string;
      produce: (events: EventStream<unknown>) => Promise<unknown>;
      /** The last event: the producer's result, or its failure's message once events were written. */
      last: (result: unknown) => unknown;
      failed: (message: string) => unknown;
    };

export interface ReplyOptions {
  status?: number;
  headers?: Record<string, string>;
}

export class Reply<B extends ReplyBody = ReplyBody> {
  constructor(
    readonly body: B,
    readonly options: ReplyOptions = {},
  ) {}
}

export const reply = {
  json: <T>(value: T, options?: ReplyOptions) =>
    new Reply<{ kind: 'json'; value: T }>({ kind: 'json', value }, options),
  html: (text: string, options?: ReplyOptions) =>
    new Reply<{ kind: 'html'; text: string }>({ kind: 'html', text }, options),
  xml: (text: string, options?: ReplyOptions) =>
    new Reply<{ kind: 'xml'; text: string }>({ kind: 'xml', text }, options),
  text: (text: string, options?: ReplyOptions) =>
    new Reply<{ kind: 'text'; text: string }>({ kind: 'text', text }, options),
  /** A download: `filename` makes it an attachment. */
  file: (data: Buffer, contentType: string, filename?: string, options?: ReplyOptions) =>
    new Reply<{ kind: 'file'; data: Buffer; contentType: string; filename?: string }>(
      { kind: 'file', data, contentType, filename },
      options,
    ),
  /**
   * NDJSON events as `produce` writes them, sent as they come (no buffering), then `last(result)`. A failure
   * before the first event answers like any endpoint's error (its status, `{ error }`); after it, it is the
   * stream's last event, `failed(message)`.
   */
  stream: <E, T>(options: {
    contentType: string;
    produce: (events: EventStream<E>) => Promise<T>;
    last: (result: T) => E;
    failed: (message: string) => E;
  }) =>
    new Reply<Extract<ReplyBody, { kind: 'stream' }>>({
      kind: 'stream',
      ...(options as unknown as Omit<Extract<ReplyBody, { kind: 'stream' }>, 'kind'>),
    }),
};

/** Sends a stream reply (see `reply.stream`); rejects only when nothing was sent yet. */
async function sendStream(res: Response, body: Extract<ReplyBody, { kind: 'stream' }>): Promise<void> {
  const client = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) client.abort();
  });
  let started = false;
  const write = (event: unknown) => {
    if (!started) {
      started = true;
      res.status(200);
      res.set({
        'Content-Type': `${body.contentType}; charset=utf-8`,
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
    }
    if (!res.writableEnded) res.write(`${JSON.stringify(event)}\n`);
  };
  try {
    const result = await body.produce({ write, signal: client.signal });
    write(body.last(result));
  } catch (error) {
    if (!started) throw error;
    if (!(error instanceof DomainError)) log.error('streamed reply failed', { error });
    write(body.failed(error instanceof DomainError ? error.message : COMMON_ERRORS.internal));
  }
  res.end();
}

const CONTENT_TYPES = { html: 'html', xml: 'application/xml', text: 'text/plain' } as const;

/** Sends a handler's result: a Reply as it says, anything else as JSON with the route's success status. */
export async function send(res: Response, result: unknown, status: number): Promise<void> {
  if (!(result instanceof Reply)) {
    res.status(status).json(result ?? {});
    return;
  }
  const { body, options } = result as Reply;
  if (body.kind === 'stream') {
    if (options.headers) res.set(options.headers);
    await sendStream(res, body);
    return;
  }
  res.status(options.status ?? status);
  if (options.headers) res.set(options.headers);
  switch (body.kind) {
    case 'json':
      res.json(body.value ?? {});
      return;
    case 'file':
      if (body.filename) res.attachment(body.filename);
      res.type(body.contentType).send(body.data);
      return;
    default:
      res.type(CONTENT_TYPES[body.kind]).send(body.text);
  }
}
