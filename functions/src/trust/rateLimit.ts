/**
 * Per-client limits held across function instances (COMMON decision 3): fixed windows counted in
 * `rate_limits/{limit}__{client}__{window}`, read and incremented in one transaction, so two instances share
 * the counters. Over the bound: 429, `Retry-After` (seconds to the next window) and a Spanish message.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { COMMON_ERRORS } from '@clara/domain';
import { TooManyError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { configuredLimits, trustedProxyHops, type LimitName, type LimitRule, type Limits } from './settings';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

export interface LimiterOptions {
  limits?: Partial<Limits>;
  /** Seconds since the epoch (tests move it to the next window). */
  now?: () => number;
  /** Keeps one app's counters apart from another's (tests only). */
  namespace?: string;
}

export class RateLimitError extends TooManyError {
  constructor(override readonly retryAfterSeconds: number) {
    super(COMMON_ERRORS.rateLimited, retryAfterSeconds);
  }
}

/**
 * The client's address as the platform saw it: the X-Forwarded-For entry appended by the first trusted
 * proxy (see `trustedProxyHops`), never one the client wrote; the socket's address when there is none.
 */
export function clientIp(req: Request, hops = trustedProxyHops()): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return req.socket.remoteAddress ?? 'unknown';
  return forwarded[Math.max(0, forwarded.length - hops)]!;
}

export interface Limiter {
  /** Counts one request of this client and refuses it over the bound. */
  hit(name: LimitName, req: Request): Promise<void>;
  /** Refuses when the bound is already reached, without counting (failures are counted with `hit`). */
  check(name: LimitName, req: Request): Promise<void>;
  /** Express middleware counting every request of a route. */
  middleware(name: LimitName): RequestHandler;
}

export function createLimiter(options: LimiterOptions = {}): Limiter {
  const limits = { ...configuredLimits(), ...options.limits };
  const now = options.now ?? (() => Date.now() / 1000);

  async function count(name: LimitName, req: Request, increment: boolean): Promise<void> {
    const client = createHash('sha256').update(clientIp(req)).digest('hex').slice(0, 32);
    const key = [options.namespace, name, client].filter(Boolean).join('__');
    const { allowed, retryAfterSeconds } = await consumeBound(key, limits[name], now(), increment);
    if (!allowed) throw new RateLimitError(retryAfterSeconds);
  }

  return {
    hit: (name, req) => count(name, req, true),
    check: (name, req) => count(name, req, false),
    middleware: (name) => (req, _res, next) => {
      count(name, req, true).then(() => next(), next);
    },
  };
}

/**
 * One fixed-window bound on any key (a client, a recipient's address…): counts one use in a transaction
 * unless the window's count already reached `rule.max`. Shared across instances through Firestore.
 */
export async function consumeBound(
  key: string,
  rule: LimitRule,
  at: number,
  increment = true,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = Math.floor(at / rule.windowSeconds) * rule.windowSeconds;
  const ref = db().collection(RATE_LIMITS_COLLECTION).doc(`${key}__${windowStart}`);
  const allowed = await db().runTransaction(async (tx) => {
    const current = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
    if (current >= rule.max) return false;
    if (increment) tx.set(ref, { count: current + 1, expiresAt: windowStart + rule.windowSeconds });
    return true;
  });
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(windowStart + rule.windowSeconds - at)) };
}

/** The app's limiter (set by createApp), for routes that count by hand (wrong access codes). */
export function limiterOf(req: Request): Limiter {
  return req.app.locals.limiter as Limiter;
}

/** Route middleware: counts this request against the client's `name` limit. */
export const limit =
  (name: LimitName): RequestHandler =>
  (req, res, next) =>
    limiterOf(req).middleware(name)(req, res, next);
