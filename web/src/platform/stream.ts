import type { z } from 'zod';
import { fillPath, type RouteBody, type RouteSpec } from '@clara/domain/common/route';
import { ApiRequestError, ApiResponseMismatchError } from './api';

/** A route whose answer streams: NDJSON events, each checked with its `events` schema. */
export type StreamedRoute = RouteSpec & { events: z.ZodType };
export type StreamEvent<R extends StreamedRoute> = z.output<R['events']>;

export interface StreamOptions<R extends StreamedRoute> {
  /** A function's own URL (client-config.json): Hosting buffers rewritten answers, so streams bypass it. */
  baseUrl: string;
  body: RouteBody<R>;
  signal?: AbortSignal;
}

/**
 * Calls a streamed route, the way `callApi` calls the others (issue 34: no feature makes its own request): App
 * Check when the build has it, the route's method and path. Throws ApiRequestError for a refused call (its status
 * and the server's `error`; status 0 when no connection was made). Answers its events as they arrive, each parsed
 * with the route's schema (a line that does not match throws ApiResponseMismatchError); the iteration throws when
 * the connection breaks midway.
 */
export async function openStream<R extends StreamedRoute>(
  route: R,
  options: StreamOptions<R>,
): Promise<AsyncGenerator<StreamEvent<R>, void>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (import.meta.env.VITE_APP_CHECK_SITE_KEY || import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN)
    Object.assign(headers, await (await import('./appCheck')).appCheckHeaders());
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${fillPath(route.path)}`, {
      method: route.method,
      headers,
      body: JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiRequestError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiRequestError(response.status, body?.error ?? `HTTP ${response.status}`, body as never);
  }
  return readEvents(route, response.body);
}

async function* readEvents<R extends StreamedRoute>(
  route: R,
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent<R>, void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      buffered += decoder.decode(chunk.value, { stream: true });
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end).trim();
        buffered = buffered.slice(end + 1);
        if (line) yield parseEvent(route, line);
      }
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

function parseEvent<R extends StreamedRoute>(route: R, line: string): StreamEvent<R> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = undefined;
  }
  const parsed = route.events.safeParse(json);
  if (!parsed.success)
    throw new ApiResponseMismatchError(500, `Un evento de ${route.method} ${route.path} no coincide con su esquema.`);
  return parsed.data as StreamEvent<R>;
}
