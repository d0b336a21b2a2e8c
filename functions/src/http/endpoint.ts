import type { Request, RequestHandler } from 'express';
import { COMMON_ERRORS, findMalformedValue, withoutInvisible } from '@clara/domain';
import { parseInput } from '@clara/domain/common/api';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@clara/domain/common/failures';
import {
  ACCESS_ERRORS,
  authorize,
  seesEverything,
  type AccessTarget,
  type MemberAccess,
  type RouteAccess,
} from '@clara/domain/common/access';
import type { z } from 'zod';
import { send } from './reply';
import { verifyBearer, type Caller } from '../platform/auth';
import type { AccessCode } from '@clara/domain/jobdesc/model';
import { callerChecksOf, type CallerChecks, type CompanyMember } from './callers';
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
  /** The caller's role and assignments (company mode; a list keeps what `maySee` allows); null otherwise. */
  member: A extends 'company' ? MemberAccess : null;
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
  /** Company mode: the route's declaration for the authorisation rule (required there). */
  access?: RouteAccess;
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
      // A company call is authorised before anything is validated, read for the handler or written.
      const company = mode === 'company' && caller ? await authorizeMember(req, caller, options.access) : null;
      rejectMalformed(req.body, req.query, req.params);
      // Invisible Unicode (tag block, zero-width, variation selectors) is stripped from every text that enters.
      const body = parse(options.body, withoutInvisible(req.body ?? {}));
      const query = parse(options.query, withoutInvisible(req.query ?? {}));
      const params = options.params ? parseParams(options.params, req.params, options.invalidParams) : req.params;
      const companyId = company?.companyId ?? '';
      logCompany(companyId || access?.companyId || '');
      const result = await options.handle({
        body: body as Out<BS>,
        query: query as Out<QS>,
        params: params as Params<PS>,
        caller: caller as CallerOf<A>,
        companyId,
        member: (company?.access ?? null) as EndpointContext<Out<BS>, Out<QS>, Params<PS>, A>['member'],
        access: access as EndpointContext<Out<BS>, Out<QS>, Params<PS>, A>['access'],
        req,
      });
      if (!res.headersSent) await send(res, result, options.status ?? 200);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Issue 32: the one rule (domain `authorize`) for every company route. A member who sees the whole company needs
 * no look-up; a hiring manager or an interviewer has the route's target found first: a vacancy or candidate they
 * may not see answers 404 (as an unknown one), an action their role may not do on what they see answers 403.
 */
async function authorizeMember(req: Request, caller: Caller, rule: RouteAccess | undefined): Promise<CompanyMember> {
  const checks = callerChecksOf(req);
  const member = await checks.memberOf(caller);
  if (!rule) throw new Error(ACCESS_ERRORS.noAccessRule);
  const target = seesEverything(member.access.role)
    ? ({ kind: 'company' } as const)
    : await targetOfRequest(checks, member.companyId, req, rule);
  const decision = target ? authorize(member.access, rule.action, target) : 'hidden';
  if (decision === 'hidden') throw new NotFoundError(ACCESS_ERRORS.notFound);
  if (decision === 'forbidden') throw new ForbiddenError(ACCESS_ERRORS.forbiddenFor[rule.action]);
  return member;
}

/** The route's target as the request names it (before validation: an id that is not a string names nothing). */
async function targetOfRequest(
  checks: CallerChecks,
  companyId: string,
  req: Request,
  rule: RouteAccess,
): Promise<AccessTarget | null> {
  if (!rule.target) return { kind: 'company' };
  const source: unknown = { params: req.params, body: req.body, query: req.query }[rule.target.from];
  const id = source && typeof source === 'object' ? (source as Record<string, unknown>)[rule.target.field] : null;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) return null;
  return checks.targetOf(companyId, rule.target.kind, id);
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
