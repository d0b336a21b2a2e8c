import type { Response } from 'express';

/**
 * A typed answer a handler returns when plain JSON with the route's status is not enough: another status,
 * headers, HTML, XML, text or a file. Handlers never touch `res`; `endpoint()` sends a Reply.
 */
export type ReplyBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'html' | 'xml' | 'text'; text: string }
  | { kind: 'file'; data: Buffer; contentType: string; filename?: string };

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
};

const CONTENT_TYPES = { html: 'html', xml: 'application/xml', text: 'text/plain' } as const;

/** Sends a handler's result: a Reply as it says, anything else as JSON with the route's success status. */
export function send(res: Response, result: unknown, status: number): void {
  if (!(result instanceof Reply)) {
    res.status(status).json(result ?? {});
    return;
  }
  const { body, options } = result as Reply;
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
