/**
 * Issue 34: one POST of a webhook delivery, pinned to the checked address. The socket connects to the address
 * `resolveWebhookTarget` allowed (never a second lookup of the name, which could answer otherwise); https keeps
 * the name for SNI and the certificate's check, and the Host header carries it. Redirects are not followed (a 3xx
 * is a failed delivery); the answer's body is not read.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ResolvedAddress } from './urlPolicy';

/** A delivery never holds its request for long. */
const TIMEOUT_MS = 5_000;

export function postPinned(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      {
        method: 'POST',
        host: target.address,
        family: target.family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        // TLS: the certificate is checked against the name (SNI only for names, never for a literal address).
        ...(secure ? { servername: hostname === target.address ? undefined : hostname } : {}),
        headers: { ...headers, Host: url.host, 'Content-Length': String(Buffer.byteLength(body)) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`Sin respuesta en ${TIMEOUT_MS / 1000} s.`)));
    request.on('error', reject);
    request.end(body);
  });
}
