/**
 * Where a webhook may be sent (issues 23 and 34). The URL is checked when it is registered (https; no private
 * or loopback literal, no `localhost`), and again at every delivery after its name is resolved: every address
 * the name resolves to must be public (private, loopback, link-local, the cloud metadata server at
 * 169.254.169.254, CGNAT, multicast and reserved ranges are refused), and the connection is then made to that
 * checked address (transport.ts), so a name that resolves differently a moment later (DNS rebinding) cannot
 * redirect the request.
 *
 * `allowLoopback` is the test stack's explicit setting (config.webhooks.allowLoopback, off by default, never on
 * deployed functions): http and loopback addresses (127.0.0.0/8, ::1) are then allowed, for receivers on
 * 127.0.0.1; every other private address is still refused.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_ERRORS } from '@clara/domain';
import { ValidationError } from '@clara/domain/common/failures';

/** One address a name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (the system resolver; tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Never a webhook's destination. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the metadata server 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64, which would reach any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, with fd00:ec2::254 (a metadata server)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
// (An IPv4-mapped IPv6 address, ::ffff:10.0.0.1, is checked by BlockList against the IPv4 ranges above.)

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether a webhook may connect to this address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (isIP(address) === 0) return false;
  if (allowLoopback && LOOPBACK.check(address, familyOf(address))) return true;
  return !NOT_PUBLIC.check(address, familyOf(address));
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * The URL as registered: https, and no literal address or `localhost` that could never be allowed. With
 * `allowLoopback` also http, to a loopback address or a name (`resolveWebhookTarget` then requires that every
 * address it resolves to is loopback). Names are checked after resolution, at each delivery.
 */
export function checkWebhookUrl(value: string, allowLoopback: boolean): URL {
  const url = new URL(value);
  const host = hostOf(url);
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol === 'http:' && allowLoopback) {
    if (local || isIP(host) === 0 || LOOPBACK.check(host, familyOf(host))) return url;
    throw new ValidationError(WEBHOOK_ERRORS.url);
  }
  if (url.protocol !== 'https:') throw new ValidationError(WEBHOOK_ERRORS.url);
  if (local || (isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback)))
    throw new ValidationError(WEBHOOK_ERRORS.privateHost);
  return url;
}

/**
 * The address a delivery connects to: the URL's literal address, or the first address its name resolves to,
 * once every resolved address is allowed (one private address among public ones refuses the name: it is how a
 * rebinding name would look). http (the test stack only) goes to loopback addresses only. Refused: a
 * ValidationError with the Spanish reason.
 */
export async function resolveWebhookTarget(
  url: URL,
  allowLoopback: boolean,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new ValidationError(WEBHOOK_ERRORS.unresolved(host));
  }
  if (!addresses.every(({ address }) => isAllowedAddress(address, allowLoopback)))
    throw new ValidationError(WEBHOOK_ERRORS.privateHost);
  if (url.protocol === 'http:' && !addresses.every(({ address }) => LOOPBACK.check(address, familyOf(address))))
    throw new ValidationError(WEBHOOK_ERRORS.url);
  return addresses[0]!;
}
