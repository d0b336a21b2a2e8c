import type { Request, RequestHandler } from 'express';
import { COMMON_ERRORS, findMalformedValue, withoutInvisible } from '@clara/domain';
import { parseInput } from '@clara/domain/common/api';
import { NotFoundError, UnauthenticatedError, ValidationError } from '@clara/domain/common/failures';
import type { z } from 'zod';
import { send } from './reply';
import { verifyBearer, type Caller } from '../platform/auth';
import type { AccessCode } from '@clara/domain/jobdesc/model';
import { callerChecksOf } from './callers';
import { logCompany } from '../platform/log';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/**
 * - `company`: a valid bearer of a member of a company (401 before any validation; 403 without a company);
 *   the handler gets `caller` and `companyId`.
 * - `user`: a valid bearer; `optional`: the caller or null; `none`: no token read.
 * - `accessCode`: the job-description assistant's code in the access-code header (401 without, 403 wrong),
 *   checked before any validation; the handler gets it as `access`.
 */
export type AuthMode = 'company' | 'user' | 'optional' | 'accessCode' | 'none';

type CallerOf<A extends AuthMode> = A extends 'company' | 'user' ? Caller : Caller | null;

export interface EndpointContext<B, Q, P, A extends AuthMode> {
  body: B;
  query: Q;
  params: P;
  caller: CallerOf<A>;
  /** The caller's company (company mode); '' otherwise. */
  companyId: string;
  /** The access code's record (accessCode mode). */
  access: A extends 'accessCode' ? AccessCode : null;
  req: Request;
}

/** Path parameters: parsed with their schema when one is given, else as express read them. */
type Params<S> = S extends Schema ? z.output<S> : Record<string, string>;

export interface EndpointOptions<
  BS extends Schema | undefined,
  QS extends Schema | undefined,
  PS extends Schema | undefined,
  A extends AuthMode,
> {
  /** The shared domain schema the body must satisfy; a failure answers 400 and runs nothing. */
  body?: BS;
  query?: QS;
  /** Likewise for the path parameters (checked after the body and query). */
  params?: PS;
  /** What an ill-formed path parameter answers: 400 (default) or 404 with the schema's message. */
  invalidParams?: 400 | 404;
  auth?: A;
  /** Success status; 200 unless said. */
  status?: number;
  /** Returns the JSON answer, or a Reply (another status, headers, HTML, XML, a file). */
  handle: (ctx: EndpointContext<Out<BS>, Out<QS>, Params<PS>, A>) => unknown;
}

/**
 * The one shape of every handler: authenticate (a call needing a token without a valid one is 401 before any
 * validation), refuse ill-formed input once for every endpoint (lone surrogates, control characters,
 * prototype keys: 400), parse with the shared schemas, find the caller's company, call the service, answer.
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
      const mode: AuthMode = options.auth ?? 'none';
      const caller = mode === 'none' || mode === 'accessCode' ? null : await verifyBearer(req.header('authorization'));
      if ((mode === 'company' || mode === 'user') && !caller)
        throw new UnauthenticatedError(COMMON_ERRORS.unauthenticated);
      const access = mode === 'accessCode' ? await callerChecksOf(req).accessCode(req) : null;
      rejectMalformed(req.body, req.query, req.params);
      // Invisible Unicode (tag block, zero-width, variation selectors) is stripped from every text that enters.
      const body = parse(options.body, withoutInvisible(req.body ?? {}));
      const query = parse(options.query, withoutInvisible(req.query ?? {}));
      const params = options.params ? parseParams(options.params, req.params, options.invalidParams) : req.params;
      const companyId = mode === 'company' && caller ? await callerChecksOf(req).companyOf(caller) : '';
      logCompany(companyId || access?.companyId || '');
      const result = await options.handle({
        body: body as Out<BS>,
        query: query as Out<QS>,
        params: params as Params<PS>,
        caller: caller as CallerOf<A>,
        companyId,
        access: access as EndpointContext<Out<BS>, Out<QS>, Params<PS>, A>['access'],
        req,
      });
      if (!res.headersSent) await send(res, result, options.status ?? 200);
    } catch (error) {
      next(error);
    }
  };
}

/** 400 for text the datastore or a reader cannot take (checked here, once, not per field). */
function rejectMalformed(...values: unknown[]): void {
  for (const value of values) {
    const problem = findMalformedValue(value);
    if (problem) throw new ValidationError(COMMON_ERRORS[problem]);
  }
}

function parse(schema: Schema | undefined, value: unknown): unknown {
  return schema ? parseInput(schema, value) : undefined;
}

/** Path parameters: an ill-formed one is a 400, or (`invalidParams: 404`) reads as an unknown id, without fields. */
function parseParams(schema: Schema, value: unknown, invalid: 400 | 404 = 400): unknown {
  try {
    return parseInput(schema, value);
  } catch (error) {
    if (invalid === 404 && error instanceof ValidationError) throw new NotFoundError(error.message);
    throw error;
  }
}
