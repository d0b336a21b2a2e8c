import type { ApiErrorBody } from '@clara/domain/common/errors';
import {
  fillPath,
  isRawResponse,
  type PathParamNames,
  type RawResponse,
  type RouteBody,
  type RouteQuery,
  type RouteSpec,
} from '@clara/domain/common/route';
import type { z } from 'zod';

/** A failed API call: `status` 0 means no response (network). `message` is the server's user-readable text. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody | string,
  ) {
    super(message);
  }
}

/** An answer that does not match its route's response schema (caught in development and tests only). */
export class ApiResponseMismatchError extends ApiRequestError {}

/**
 * Whether answers are checked against their route's response schema: in development (`vite dev`), in unit tests
 * (Vitest's MODE 'test') and in a build made with VITE_CHECK_RESPONSES=1 (`npm test` builds so, for the browser
 * tests). Production builds skip the check; the JSON is used as received either way.
 */
const CHECK_RESPONSES =
  import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_CHECK_RESPONSES === '1';

type Schema = z.ZodType;

interface CommonOptions {
  /** Bearer token to send (company calls: use `callCompanyApi` from platform/companySession). */
  token?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type ParamsOption<R extends RouteSpec> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<R['path']>, string> };
type BodyOption<R extends RouteSpec> = R['body'] extends Schema ? { body: RouteBody<R> } : { body?: undefined };
type QueryOption<R extends RouteSpec> = R['query'] extends Schema ? { query: RouteQuery<R> } : { query?: undefined };

export type CallOptions<R extends RouteSpec> = CommonOptions & ParamsOption<R> & BodyOption<R> & QueryOption<R>;
/** The options argument may be left out when the route needs none of params, body and query. */
export type CallArgs<R extends RouteSpec> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** What a call answers: the route's JSON (its response schema's type), or the text of a raw response. */
export type CallResult<R extends RouteSpec> = R['response'] extends Schema ? z.output<R['response']> : string;

/** Calls a route defined in domain (`domain/src/<feature>/routes.ts`); answers its JSON or throws ApiRequestError. */
export async function callApi<R extends RouteSpec>(route: R, ...[options]: CallArgs<R>): Promise<CallResult<R>> {
  const schema = route.response;
  const raw = isRawResponse(schema);
  const parsed = await request(...addressed(route, options), raw ? 'text' : 'json');
  if (!raw && CHECK_RESPONSES) checkResponse(route, schema, parsed);
  return parsed as CallResult<R>;
}

/** A file a route answered (FILE_RESPONSE): its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * Calls a route that answers a file (`response: FILE_RESPONSE`) as `callApi` calls the others (App Check, the
 * token, timeouts, ApiRequestError with the server's text); answers the file, which `saveFile` hands to the user.
 */
export async function downloadFile<R extends RouteSpec & { response: RawResponse<'file'> }>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<DownloadedFile> {
  return (await request(...addressed(route, options), 'file')) as DownloadedFile;
}

/** Saves a file as the browser's download, under `name` (or the name the server gave it). */
export function saveFile(file: DownloadedFile | Blob, name?: string): void {
  const blob = file instanceof Blob ? file : file.blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? (file instanceof Blob ? null : file.filename) ?? 'archivo';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header (`attachment; filename="a.webm"`), if it gives one. */
function filenameOf(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? null;
}

/** A route's method and path without its schemas (a feature's routeAddresses.ts in domain): no zod to load. */
export type RouteAddress<R extends RouteSpec> = Pick<R, 'method' | 'path'>;

/**
 * Calls a route by its address, for a read on a page's critical path: the definition (its module brings zod)
 * loads only where answers are checked (development, tests), and is checked against then, as `callApi` does.
 */
export async function callRoute<R extends RouteSpec>(
  address: RouteAddress<R>,
  definition: () => Promise<R>,
  ...[options]: CallArgs<R>
): Promise<CallResult<R>> {
  return checkedAnswer(definition, await request(...addressed(address, options), 'json'));
}

/**
 * A route's JSON answer obtained another way (a read the page's HTML started, web/public/first-view-report.js),
 * checked against the route's schema where answers are checked, as `callRoute` does.
 */
export async function checkedAnswer<R extends RouteSpec>(
  definition: () => Promise<R>,
  answer: unknown,
): Promise<CallResult<R>> {
  if (CHECK_RESPONSES) {
    const route = await definition();
    if (!isRawResponse(route.response)) checkResponse(route, route.response, answer);
  }
  return answer as CallResult<R>;
}

/** Throws when an answer does not match its schema, naming the route and the fields that differ. */
export function checkResponse(route: RouteSpec, schema: Schema, value: unknown): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`).join('; ');
  throw new ApiResponseMismatchError(
    500,
    `La respuesta de ${route.method} ${route.path} no coincide con su esquema: ${issues}`,
  );
}

/** A call's URL (the path's parameters filled, the query appended) and its request options. */
function addressed(address: Pick<RouteSpec, 'method' | 'path'>, options: unknown): [string, ApiOptions] {
  const { params, query, body, ...rest } = (options ?? {}) as CommonOptions & {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
  };
  return [fillPath(address.path, params) + queryString(query), { ...rest, method: address.method, body }];
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface ApiOptions extends CommonOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** Sends a request; answers the parsed JSON, the text or the file as `as` says, or throws ApiRequestError. */
async function request(url: string, options: ApiOptions, as: 'json' | 'text' | 'file'): Promise<unknown> {
  const headers: Record<string, string> = { ...options.headers };
  // App Check, when the build has it (platform/appCheck.ts: its chunk loads at the first call, never with a page).
  // Read inline, so a build without it bundles none of it.
  if (import.meta.env.VITE_APP_CHECK_SITE_KEY || import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN)
    Object.assign(headers, await (await import('./appCheck')).appCheckHeaders());
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (s) => s !== undefined,
  );
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    throw new ApiRequestError(0, error instanceof Error ? error.message : String(error));
  }
  if (as === 'file' && response.ok)
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  const text = await response.text();
  if (as === 'text' && response.ok) return text;
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (e.g. an HTML error page, or a raw response): keep the text.
  }
  if (!response.ok) {
    const message =
      typeof parsed === 'object' && parsed && 'error' in parsed
        ? String((parsed as ApiErrorBody).error)
        : `HTTP ${response.status}`;
    throw new ApiRequestError(response.status, message, parsed as ApiErrorBody | string);
  }
  return parsed;
}
