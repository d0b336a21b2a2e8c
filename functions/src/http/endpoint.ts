import type { Request, RequestHandler, Response } from 'express';
import { COMMON_ERRORS, describeZodError, findMalformedValue, type ApiErrorBody } from '@clara/domain';
import type { z } from 'zod';
import { ApiError, unauthenticated } from './errors';
import { verifyBearer, type Caller } from '../platform/auth';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface EndpointContext<B, Q, P, A extends AuthMode> {
  body: B;
  query: Q;
  params: P;
  caller: A extends 'required' ? Caller : Caller | null;
  req: Request;
  res: Response;
}

type AuthMode = 'required' | 'optional' | 'none';

/** Path parameters: parsed with their schema when one is given, else as express read them. */
type Params<S> = S extends Schema ? z.output<S> : Record<string, string>;

interface EndpointOptions<BS extends Schema | undefined, QS extends Schema | undefined, PS extends Schema | undefined, A extends AuthMode> {
  /** The shared domain schema the body must satisfy; a failure answers 400 and runs nothing. */
  body?: BS;
  query?: QS;
  /** Likewise for the path parameters (checked once the caller is known). */
  params?: PS;
  auth?: A;
  /** Success status; 200 unless said. */
  status?: number;
  handle: (ctx: EndpointContext<Out<BS>, Out<QS>, Params<PS>, A>) => Promise<unknown>;
}

/**
 * The one shape of every handler: authenticate (a company call without a valid token is 401 before any
 * validation), refuse ill-formed input once for every endpoint (lone surrogates, control characters,
 * prototype keys: 400), parse with the shared schema, call the service, answer.
 * Errors become `{ error, fields? }` with their status (see app.ts).
 */
export function endpoint<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  A extends AuthMode = 'none',
>(options: EndpointOptions<BS, QS, PS, A>): RequestHandler {
  return async (req, res, next) => {
    try {
      const mode = options.auth ?? 'none';
      const caller = mode === 'none' ? null : await verifyBearer(req.get('authorization'));
      if (mode === 'required' && !caller) throw unauthenticated();
      rejectMalformed(req.body, req.query, req.params);
      const body = parse(options.body, req.body ?? {});
      const query = parse(options.query, req.query ?? {});
      const params = options.params ? parse(options.params, req.params) : req.params;
      const result = await options.handle({
        body: body as Out<BS>,
        query: query as Out<QS>,
        params: params as Params<PS>,
        caller: caller as EndpointContext<Out<BS>, Out<QS>, Params<PS>, A>['caller'],
        req,
        res,
      });
      if (!res.headersSent) res.status(options.status ?? 200).json(result ?? {});
    } catch (error) {
      next(error);
    }
  };
}

/** 400 for text the datastore or a reader cannot take (checked here, once, not per field). */
function rejectMalformed(...values: unknown[]): void {
  for (const value of values) {
    const problem = findMalformedValue(value);
    if (problem) throw new ApiError(400, COMMON_ERRORS[problem]);
  }
}

function parse(schema: Schema | undefined, value: unknown): unknown {
  return schema ? parseOrReject(schema, value) : undefined;
}

/** The value parsed with a shared schema; a failure is a 400 `{ error, fields }`. */
export function parseOrReject<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const body: ApiErrorBody = describeZodError(parsed.error);
    throw new ApiError(400, body.error, body.fields);
  }
  return parsed.data;
}
