import type { z } from 'zod';
import type { RouteAccess } from './access';

/**
 * One API route, defined once and used by both sides: functions register a handler for it
 * (`register(router, route, handler)`), the web calls it (`callApi(route, …)`). `path` is the full URL path
 * (`/api/update-vacancy/:id`), so one search finds the route, its handler and its callers.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * - `company`: a bearer token of a member of a company (401 without a valid token, before any validation;
 *   403 when the account has no company yet); the handler gets the caller and the company id.
 * - `user`: a valid bearer token; no company needed (e.g. registering one).
 * - `optional`: the caller when a valid token is sent, else null.
 * - `accessCode`: a company access code of the job-description assistant in the `access-code` header (401
 *   without it, 403 for a wrong one, before any validation); the handler gets the code's record.
 * - `none`: no token read.
 */
export type RouteAuth = 'company' | 'user' | 'optional' | 'accessCode' | 'none';

/** A response that is not JSON: the handler answers it with a typed reply (HTML, XML, plain text or a file). */
export interface RawResponse<K extends RawKind = RawKind> {
  readonly raw: K;
}
export type RawKind = 'html' | 'xml' | 'text' | 'file';

export const HTML_RESPONSE: RawResponse<'html'> = { raw: 'html' };
export const XML_RESPONSE: RawResponse<'xml'> = { raw: 'xml' };
export const TEXT_RESPONSE: RawResponse<'text'> = { raw: 'text' };
export const FILE_RESPONSE: RawResponse<'file'> = { raw: 'file' };

type Schema = z.ZodType;

export interface RouteSpec {
  method: HttpMethod;
  /** The full path, `/api/…`, with `:name` for each path parameter. */
  path: `/api/${string}`;
  auth: RouteAuth;
  /** Path parameters; without it they reach the handler as strings, unchecked. */
  params?: Schema;
  /** What an ill-formed path parameter answers: 400 (the schema's message) or 404 (the id names nothing). */
  invalidParams?: 400 | 404;
  query?: Schema;
  body?: Schema;
  /**
   * A JSON response's schema (no transforms: the web checks the answer with it in development and tests and
   * uses the JSON as received), or a raw response marker.
   */
  response: Schema | RawResponse;
  /** Success status; 200 unless said. */
  status?: number;
  /**
   * A streamed route's events: its answer is NDJSON, one event per line, each checked with this schema by the
   * web's `openStream` (web/src/platform/stream.ts); `response` is what its last event carries.
   */
  events?: Schema;
  /**
   * `ai`: an anonymous endpoint that spends AI (a chat turn, a transcription, an analysis): served by the `aiApi`
   * function, whose own instance cap keeps a flood of them from starving the signed-in API (issue 34). Hosting's
   * rewrites in firebase.json name exactly these paths (stack/hosting.test.ts). Without it: the `api` function.
   */
  pool?: 'ai';
  /**
   * A `company` route's declaration for the one authorisation rule (common/access.ts): what it does and where its
   * target's id is. Every company route has one (stack/routeTable.test.ts); the API refuses before validation.
   */
  access?: RouteAccess;
}

/** Returns the definition as given (typed): the one place a route's method, path, schemas and auth are written. */
export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

/** The path parameter names of a path: `'/api/a/:id/b/:code'` → `'id' | 'code'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a route's JSON answers (the response schema's output); raw responses have none. */
export type RouteResponse<R extends RouteSpec> = R['response'] extends Schema ? z.output<R['response']> : never;

/** The body a caller sends (the schema's input: defaults may be left out). */
export type RouteBody<R extends RouteSpec> = R['body'] extends Schema ? z.input<R['body']> : undefined;
export type RouteQuery<R extends RouteSpec> = R['query'] extends Schema ? z.input<R['query']> : undefined;

/** Fills a path's `:name` segments, each URL-encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro «${name}» de ${path}.`);
    return encodeURIComponent(value);
  });
}

/** Whether a response is raw (not JSON). */
export function isRawResponse(response: RouteSpec['response']): response is RawResponse {
  return typeof response === 'object' && response !== null && 'raw' in response;
}
