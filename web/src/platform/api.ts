import type { ApiErrorBody } from '@clara/domain/common/errors';

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

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Bearer token to send (company calls). */
  token?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Calls the HTTP API under /api; answers the parsed JSON or throws ApiRequestError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : options.signal;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    throw new ApiRequestError(0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (e.g. an HTML error page): keep the text.
  }
  if (!response.ok) {
    const message =
      typeof parsed === 'object' && parsed && 'error' in parsed ? String((parsed as ApiErrorBody).error) : `HTTP ${response.status}`;
    throw new ApiRequestError(response.status, message, parsed as ApiErrorBody | string);
  }
  return parsed as T;
}
