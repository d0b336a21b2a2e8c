import type { RequestHandler, Router } from 'express';
import type { PathParamNames, RouteSpec } from '@clara/domain/common/route';
import type { z } from 'zod';
import { endpoint, type EndpointContext } from './endpoint';
import type { Reply, ReplyBody } from './reply';

type StreamBody = Extract<ReplyBody, { kind: 'stream' }>;

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;
/** Without a params schema, the path's own `:name` parameters, as strings. */
type Params<R extends RouteSpec> = R['params'] extends Schema
  ? z.output<R['params']>
  : Record<PathParamNames<R['path']>, string>;
type Auth<R extends RouteSpec> = R['auth'];

/** What a route's handler may return: its JSON answer (the response schema's type) or a Reply. */
export type RouteResult<R extends RouteSpec> = R['response'] extends Schema
  ? z.output<R['response']> | Reply<{ kind: 'json'; value: z.output<R['response']> }> | Reply<StreamBody>
  : Reply<Exclude<ReplyBody, { kind: 'json' }>>;

export type RouteContext<R extends RouteSpec> = EndpointContext<Out<R['body']>, Out<R['query']>, Params<R>, Auth<R>>;

export type RouteHandler<R extends RouteSpec> = (ctx: RouteContext<R>) => RouteResult<R> | Promise<RouteResult<R>>;

export interface RegisterOptions {
  /** Middleware that runs before the endpoint (e.g. a per-client limit). */
  before?: RequestHandler[];
}

const PREFIX = '/api';

/**
 * Serves a route defined in domain on the router mounted at /api: its method and path, its auth mode and
 * schemas (through `endpoint()`), with `handle` returning the answer.
 */
export function register<const R extends RouteSpec>(
  router: Router,
  route: R,
  handle: RouteHandler<R>,
  options: RegisterOptions = {},
): void {
  const path = route.path.slice(PREFIX.length);
  const handler = endpoint({
    auth: route.auth,
    access: route.access,
    body: route.body,
    query: route.query,
    params: route.params,
    invalidParams: route.invalidParams,
    status: route.status,
    handle: (ctx) => handle(ctx as unknown as RouteContext<R>),
  });
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](path, ...(options.before ?? []), handler);
}
