/**
 * Structured logs (Cloud Logging, through firebase-functions/logger): a severity, a message and fields, with the
 * request's id (from X-Cloud-Trace-Context, else generated; set per request by http/app.ts) and the caller's
 * company when there is one (set by endpoint.ts). Never personal data: a message and its fields keep no email
 * address, and fields named like content (a CV, answers, texts, emails, names…) are dropped, so a log can be
 * read by anyone who operates the service. Errors keep their kind and message (addresses masked), not their data.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { write, type LogSeverity } from 'firebase-functions/logger';

interface RequestLog {
  requestId: string;
  companyId?: string;
}

const current = new AsyncLocalStorage<RequestLog>();

/** Where entries go: firebase-functions' logger (one JSON line each, which Cloud Logging parses); tests watch it. */
export const sink = { write };

/** The trace id of `X-Cloud-Trace-Context` (`TRACE_ID/SPAN_ID;o=1`), or a new id when the platform sent none. */
export function requestIdFrom(traceHeader: string | undefined): string {
  const trace = traceHeader?.split('/')[0]?.trim();
  return trace && /^[\w-]{1,64}$/.test(trace) ? trace : randomUUID();
}

/** Runs `fn` (a request's handling) with its id in every entry logged meanwhile. */
export function withRequestLog<T>(traceHeader: string | undefined, fn: () => T): T {
  return current.run({ requestId: requestIdFrom(traceHeader) }, fn);
}

/** From here on, the request's entries name the caller's company. */
export function logCompany(companyId: string): void {
  const request = current.getStore();
  if (request && companyId) request.companyId = companyId;
}

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;
/** Fields that hold what people wrote or who they are: never logged, whatever their value. */
const PERSONAL = /email|mail|cv|resume|answer|text|html|body|name|phone|message|transcript|question|token|to$|from$/i;

const masked = (text: string): string => text.replace(EMAIL, '[email]');

function safeValue(value: unknown): unknown {
  if (value instanceof Error) return { kind: value.name, message: masked(value.message).slice(0, 500) };
  if (typeof value === 'string') return masked(value).slice(0, 200);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'object') return safeFields(value as Record<string, unknown>);
  return undefined;
}

function safeFields(fields: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (PERSONAL.test(key) && !(value instanceof Error)) continue;
    const kept = safeValue(value);
    if (kept !== undefined) safe[key] = kept;
  }
  return safe;
}

function entry(severity: LogSeverity, message: string, fields: Record<string, unknown> = {}): void {
  const request = current.getStore();
  sink.write({
    severity,
    message: masked(message),
    ...safeFields(fields),
    ...(request ? { requestId: request.requestId } : {}),
    ...(request?.companyId ? { companyId: request.companyId } : {}),
  });
}

/** `fields`: ids, counts, statuses; an `error` is kept as its kind and message. */
export const log = {
  info: (message: string, fields?: Record<string, unknown>) => entry('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => entry('WARNING', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => entry('ERROR', message, fields),
};
