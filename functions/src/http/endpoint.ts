import type { Request, RequestHandler, Response } from 'express';
import { describeZodError, type ApiErrorBody } from '@clara/domain';
import type { z } from 'zod';
import { ApiError, unauthenticated } from './errors';
import { verifyBearer, type Caller } from '../platform/auth';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface EndpointContext<B, Q, A extends AuthMode> {
  body: B;
  query: Q;
  params: Record<string, string>;
  caller: A extends 'required' ? Caller : Caller | null;
  req: Request;
  res: Response;
}

type AuthMode = 'required' | 'optional' | 'none';

interface EndpointOptions<BS extends Schema | undefined, QS extends Schema | undefined, A extends AuthMode> {
  /** The shared domain schema the body must satisfy; a failure answers 400 and runs nothing. */
  body?: BS;
  query?: QS;
  auth?: A;
  /** Success status; 200 unless said. */
  status?: number;
  handle: (ctx: EndpointContext<Out<BS>, Out<QS>, A>) => Promise<unknown>;
}

/**
 * The one shape of every handler: parse with the shared schema, authorise, call the service, answer.
 * Errors become `{ error, fields? }` with their status (see app.ts).
 */
export function endpoint<BS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined, A extends AuthMode = 'none'>(
  options: EndpointOptions<BS, QS, A>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const body = parse(options.body, req.body ?? {});
      const query = parse(options.query, req.query ?? {});
      const mode = options.auth ?? 'none';
      const caller = mode === 'none' ? null : await verifyBearer(req.get('authorization'));
      if (mode === 'required' && !caller) throw unauthenticated();
      const result = await options.handle({
        body: body as Out<BS>,
        query: query as Out<QS>,
        params: req.params as Record<string, string>,
        caller: caller as EndpointContext<Out<BS>, Out<QS>, A>['caller'],
        req,
        res,
      });
      if (!res.headersSent) res.status(options.status ?? 200).json(result ?? {});
    } catch (error) {
      next(error);
    }
  };
}

function parse(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const body: ApiErrorBody = describeZodError(parsed.error);
    throw new ApiError(400, body.error, body.fields);
  }
  return parsed.data;
}
