/**
 * Per-client limits held across function instances (COMMON decision 3): fixed windows counted in Firestore, so
 * every instance shares the counters. Over the bound: 429, `Retry-After` (seconds to the next window) and a
 * Spanish message.
 *
 * Counting takes no transaction and writes no single hot document (issue 24: a crowd behind one IP, a university
 * or an office, must not queue behind one document that sustains about one write a second): a request adds 1 to
 * one of `COUNTER_SHARDS` shard documents `rate_limits/{limit}__{client}__{window}__{shard}` (an atomic
 * increment, no read first), then reads the window's total back (one `sum` aggregation over the shards) and is
 * let through when that total, its own count included, is within the bound. No more than the bound ever pass;
 * when a burst crosses the bound, requests near it may read back a total that already includes later ones and
 * be refused a little early. Refused requests are counted too, so a client over its bound stays refused until
 * the window ends. Each shard carries `expiresAt` (the window's end): the scheduled purge deletes it then.
 */
import { createHash, randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { COMMON_ERRORS } from '@clara/domain';
import { TooManyError } from '@clara/domain/common/failures';
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';
import { config } from './config';
import { aggregateOf } from './stored';
import type { LimitName, LimitRule, Limits } from './limits';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

/** Shard documents per counter and window: concurrent increments spread over them. */
export const COUNTER_SHARDS = 8;

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
 * proxy (see `CLARA_TRUSTED_PROXY_HOPS` in config.ts), never one the client wrote; the socket's address when there is none.
 */
export function clientIp(req: Request, hops = config.trust.trustedProxyHops()): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return req.socket.remoteAddress ?? 'unknown';
  return forwarded[Math.max(0, forwarded.length - hops)]!;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::', 2);
  const parse = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who counts as one client (issue 34): an IPv4 address as it is; an IPv6 address by its /64, the block one
 * subscriber, home or server is given, so rotating through the 2^64 addresses of it is still one client. An
 * IPv4 address written as IPv6 (`::ffff:203.0.113.9`) counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
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
  const limits = { ...config.trust.limits(), ...options.limits };
  const now = options.now ?? (() => Date.now() / 1000);

  async function count(name: LimitName, req: Request, increment: boolean): Promise<void> {
    const client = createHash('sha256')
      .update(clientKey(clientIp(req)))
      .digest('hex')
      .slice(0, 32);
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
 * One fixed-window bound on any key (a client, a recipient's address…): counts one use (unless `increment` is
 * false) and answers whether the window's total is within `rule.max`. Shared across instances through Firestore.
 */
export async function consumeBound(
  key: string,
  rule: LimitRule,
  at: number,
  increment = true,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = Math.floor(at / rule.windowSeconds) * rule.windowSeconds;
  const bucket = `${key}__${windowStart}`;
  const counters = db().collection(RATE_LIMITS_COLLECTION);
  if (increment) {
    await counters
      .doc(`${bucket}__${randomInt(COUNTER_SHARDS)}`)
      .set({ bucket, count: FieldValue.increment(1), expiresAt: windowStart + rule.windowSeconds }, { merge: true });
  }
  const total = await counters
    .where('bucket', '==', bucket)
    .aggregate({ count: AggregateField.sum('count') })
    .get();
  const used = aggregateOf(total).count ?? 0;
  const allowed = increment ? used <= rule.max : used < rule.max;
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
