import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A delivery as the local receiver got it. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 (issue 23): records every POST; answers the status `statusFor(path)` gives
 * (200 unless said). Only ever listens on the loopback address.
 */
export async function startReceiver(statusFor: (path: string) => number = () => 200) {
  const received: Received[] = [];
  let answer = statusFor;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(',') : String(value),
        ]),
      );
      received.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answer(req.url ?? '');
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The deliveries to `path` so far. */
    at: (path: string) => received.filter((delivery) => delivery.path === path),
    answerWith: (next: (path: string) => number) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
