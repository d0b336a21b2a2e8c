import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
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

/**
 * web/dist served as Hosting serves it in production, gzip included (the Hosting emulator does not compress):
 * cleanUrls (/empresas → empresas.html), the app shell for other routes, and /api/**, /job/** and the sitemap
 * forwarded to the local stack's Hosting emulator (which runs the functions). Answers the server's URL.
 */
export async function serveDist(
  dist: string,
  stackUrl: string,
  clientConfig: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    try {
      if (FORWARDED.some((re) => re.test(url.pathname))) {
        const upstream = await fetch(`${stackUrl}${url.pathname}${url.search}`, {
          method: req.method,
          headers: {
            'content-type': req.headers['content-type'] ?? '',
            authorization: req.headers.authorization ?? '',
          },
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req)),
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        send(
          req,
          res,
          upstream.status,
          upstream.headers.get('content-type') ?? 'application/octet-stream',
          body,
          upstream.headers.get('cache-control'),
        );
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
    url: `http://127.0.0.1:${address.port}`,
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
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
  res.end(req.method === 'HEAD' ? undefined : payload);
}
