import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { get } from 'node:https';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The paths Hosting hands to the functions (firebase.json rewrites). */
const FORWARDED = [/^\/api\//, /^\/job\//, /^\/sitemap\.xml$/];

/** The `s-maxage` of a Cache-Control header, in seconds (0 when absent). */
function sharedMaxAge(cacheControl: string | null): number {
  return Number(/\bs-maxage=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);
}

/**
 * A certificate for 127.0.0.1 made for this run with Debian's openssl (browsers speak HTTP/2 only over TLS; the
 * bench's Chromium trusts it by its key, `chromeFlags` of serveDist).
 */
async function localCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'clara-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * web/dist served as Hosting serves it in production: over HTTP/2 with TLS (a page's chunks multiplexed on one
 * connection, not queued six at a time as HTTP/1.1 would), gzip included (the Hosting emulator does neither):
 * cleanUrls (/empresas → empresas.html), the app shell for other routes, and /api/**, /job/** and the sitemap
 * forwarded to the local stack's Hosting emulator (which runs the functions), their answers kept for their
 * `s-maxage` as Hosting's CDN keeps them. Answers the server's URL.
 */
export async function serveDist(
  dist: string,
  stackUrl: string,
  clientConfig: string,
): Promise<{ url: string; close: () => Promise<void>; chromeFlags: string[] }> {
  // Hosting's CDN: a function's answer with `s-maxage` is served from the cache until it expires (the job page).
  const cdn = new Map<
    string,
    { status: number; type: string; body: Buffer; cacheControl: string | null; until: number }
  >();
  const tls = await localCertificate();
  // Chromium trusts this one certificate (by its public key's hash) and no other.
  const spki = new X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' });
  const chromeFlags = [
    `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    // CLARA_BENCH_HTTP1=1: the browser speaks HTTP/1.1 to it (six connections, requests queued), to compare.
    ...(process.env.CLARA_BENCH_HTTP1 === '1' ? ['--disable-http2'] : []),
  ];
  const server: Http2SecureServer = createSecureServer({ ...tls, allowHTTP1: true }, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    try {
      if (FORWARDED.some((re) => re.test(url.pathname))) {
        const key = `${url.pathname}${url.search}`;
        const cached = req.method === 'GET' ? cdn.get(key) : undefined;
        if (cached && cached.until > Date.now())
          return send(req, res, cached.status, cached.type, cached.body, cached.cacheControl);
        const upstream = await fetch(`${stackUrl}${key}`, {
          method: req.method,
          headers: {
            'content-type': req.headers['content-type'] ?? '',
            authorization: req.headers.authorization ?? '',
          },
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req)),
        });
        const answer = {
          status: upstream.status,
          type: upstream.headers.get('content-type') ?? 'application/octet-stream',
          body: Buffer.from(await upstream.arrayBuffer()),
          cacheControl: upstream.headers.get('cache-control'),
        };
        const shared = sharedMaxAge(answer.cacheControl);
        if (req.method === 'GET' && shared > 0) cdn.set(key, { ...answer, until: Date.now() + shared * 1000 });
        send(req, res, answer.status, answer.type, answer.body, answer.cacheControl);
        return;
      }
      if (url.pathname === '/client-config.json')
        return send(req, res, 200, 'application/json', Buffer.from(clientConfig), 'no-cache');
      const file = await resolveFile(dist, url.pathname);
      // A missing asset is a 404, not the app shell (a stale shell in functions/lib would otherwise hide it).
      if (url.pathname.startsWith('/assets/') && file.endsWith('app.html'))
        return send(req, res, 404, 'text/plain', Buffer.from('Not found'), 'no-store');
      const body = await readFile(file);
      const immutable = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      send(req, res, 200, TYPES[extname(file)] ?? 'application/octet-stream', body, immutable);
    } catch (error) {
      send(req, res, 500, 'text/plain', Buffer.from(String(error)), 'no-store');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${address.port}`,
    chromeFlags,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function resolveFile(dist: string, pathname: string): Promise<string> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = safe === '/' ? ['index.html'] : [safe, `${safe}.html`];
  for (const candidate of candidates) {
    const file = join(dist, candidate);
    if (file.startsWith(dist) && (await stat(file).catch(() => null))?.isFile()) return file;
  }
  return join(dist, 'app.html');
}

function readBody(req: Http2ServerRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(
  req: Http2ServerRequest,
  res: Http2ServerResponse,
  status: number,
  type: string,
  body: Buffer,
  cache: string | null,
): void {
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    'content-type': type,
    'content-length': payload.length,
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    ...(cache ? { 'cache-control': cache } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else res.end(payload);
}

/** One GET of a page of the server (its certificate is the run's own), as a visitor before Lighthouse would. */
export function visit(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false }, (res) => res.resume().on('end', resolve)).on('error', reject);
  });
}
