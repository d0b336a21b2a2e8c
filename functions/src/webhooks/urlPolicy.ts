import { isIP } from 'node:net';
import { WEBHOOK_ERRORS } from '@clara/domain';
import { ValidationError } from '@clara/domain/common/failures';

/** IPv4 literals in loopback, private, link-local, CGNAT and unspecified ranges. */
function isPrivateV4(host: string): boolean {
  const [a = 0, b = 0] = host.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/**
 * A webhook URL the server will call: https to a public host; http only to 127.0.0.1 and only when `allowLocal`
 * (the local stack: the Functions emulator). Literal private or loopback addresses and `localhost` are refused
 * for https too (a name that resolves to one is not checked here).
 */
export function checkWebhookUrl(value: string, allowLocal: boolean): URL {
  const url = new URL(value);
  if (url.protocol === 'http:') {
    if (allowLocal && url.hostname === '127.0.0.1') return url;
    throw new ValidationError(WEBHOOK_ERRORS.url);
  }
  if (url.protocol !== 'https:') throw new ValidationError(WEBHOOK_ERRORS.url);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const privateHost =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) === 4 && isPrivateV4(host)) ||
    (isIP(host) === 6 && (host === '::1' || host === '::' || /^f[cd]|^fe80/.test(host) || host.startsWith('::ffff:')));
  if (privateHost) throw new ValidationError(WEBHOOK_ERRORS.privateHost);
  return url;
}
