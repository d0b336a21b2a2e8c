/**
 * The stack tests' fetch drops a pooled connection after 1 s idle. With undici's default (4 s, against Hosting's 5 s),
 * a loaded machine could send a request on a connection at the moment Hosting closed it: a browser sends it again on a
 * new connection, Node's fetch does so only for GET and HEAD, so a POST failed with "other side closed" or EPIPE.
 * Workers now outlive their files (vitest.config.ts), so their pools hold connections idle across files.
 * Connections stay kept alive otherwise: with a connection per request, a fresh run's firebase-tools process ended,
 * with nothing in its log, right after media.test.ts's 34 MB upload that the Functions emulator refuses before reading
 * it (228 tests failed after it). Likely: the client's connection closed mid-upload and Hosting's proxy, which pipes
 * the request on without an error handler, threw. Kept alive, as before, the upload never did that. Set once per
 * worker.
 */
import { Agent, setGlobalDispatcher } from 'undici';

const SET = Symbol.for('clara.tests.httpClient');
const worker = globalThis as { [SET]?: true };
if (!worker[SET]) {
  setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }));
  worker[SET] = true;
}
