import { isContention } from '../platform/firestoreErrors';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { COMMON_ERRORS, type ApiErrorBody } from '@clara/domain';
import { requireAppCheck } from '../platform/appCheck';
import { allowCrossOrigin } from './crossOrigin';
import { log, withRequestLog } from '../platform/log';
import { setCallerChecks, type CallerChecks } from './callers';
import { chatStreamRoute } from '@clara/domain/interview/routes';
import { createLimiter, type LimiterOptions } from '../platform/rateLimit';
import { DomainError, TooManyError, type FailureKind } from '@clara/domain/common/failures';

/**
 * Body limit for JSON. The Functions runtime itself refuses bodies over 32 MiB (with a non-JSON 413) before
 * express runs; media uploads (base64 of at most MEDIA_MAX_MB) stay under it and are bounded by their schema.
 */
const JSON_LIMIT = '32mb';

/** A request carries a body when it says so (a length above zero, or a chunked transfer). */
const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** 415 for a body that is not JSON (form-encoded, text…); calls without a body pass as they are. */
const requireJsonBody: RequestHandler = (req, res, next) => {
  if (hasBody(req) && !req.is('application/json')) {
    res.status(415).json({ error: COMMON_ERRORS.unsupportedMediaType } satisfies ApiErrorBody);
    return;
  }
  next();
};

export interface HttpAppOptions {
  /** Mounts the features' routes (under /api). */
  routes: (router: express.Router) => void;
  /** What the `company` and `accessCode` auth modes ask of the features (callers.ts). */
  callers: CallerChecks;
  /** The per-client limits (tests: their bounds, a clock, a namespace); production uses the defaults. */
  limits?: LimiterOptions;
}

/** The HTTP core: middleware, /api/health, the routes it is handed, the 404 and the error answers. */
export function createHttpApp({ routes, callers, limits = {} }: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.locals.limiter = createLimiter(limits);
  setCallerChecks(app, callers);
  // Called at the function's own URL (streamed replies): CORS, preflights answered before App Check.
  app.use(chatStreamRoute.path, allowCrossOrigin);
  app.use(requireAppCheck);
  app.use(requireJsonBody);
  app.use(express.json({ limit: JSON_LIMIT }));
  // Every entry logged while a request is handled carries its id (platform/log.ts).
  app.use((req, _res, next) => withRequestLog(req.header('x-cloud-trace-context'), next));

  const router = express.Router();
  router.get('/health', (_req, res) => void res.json({ ok: true }));
  routes(router);
  app.use('/api', router);

  app.use((_req, res) => {
    res.status(404).json({ error: COMMON_ERRORS.routeNotFound } satisfies ApiErrorBody);
  });
  app.use(errorHandler);
  return app;
}

/** The one place a service's failure becomes an HTTP status. */
export const STATUS_OF: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  upstream: 502,
  unavailable: 503,
  internal: 500,
  storedData: 500,
};

/** Answers every error as `{ error, fields? }` with its status (exported for tests of the http layer). */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof DomainError) {
    if (error instanceof TooManyError && error.retryAfterSeconds !== undefined)
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(STATUS_OF[error.kind]).json({ error: error.message, fields: error.fields } satisfies ApiErrorBody);
    return;
  }
  // body-parser's own errors carry a status and a type.
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: COMMON_ERRORS.invalidJson } satisfies ApiErrorBody);
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ error: COMMON_ERRORS.payloadTooLarge } satisfies ApiErrorBody);
    return;
  }
  // The router could not decode a path parameter (malformed percent-encoding, e.g. /api/chat/%).
  if (error instanceof URIError || (error as { status?: number }).status === 400) {
    res.status(400).json({ error: COMMON_ERRORS.invalidPath } satisfies ApiErrorBody);
    return;
  }
  // Too many changes to the same documents at once, still after the SDK's retries: nothing was written, say so.
  if (isContention(error)) {
    log.warn('transaction contention', { error });
    res.setHeader('Retry-After', '1');
    res.status(409).json({ error: COMMON_ERRORS.contention } satisfies ApiErrorBody);
    return;
  }
  log.error('unhandled error', { error });
  res.status(500).json({ error: COMMON_ERRORS.internal } satisfies ApiErrorBody);
};
