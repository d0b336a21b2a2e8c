/**
 * The stack tests' fetch opens a connection per request. With keep-alive, a request could go out on a pooled
 * connection at the moment Hosting closed it for idleness (5 s): a browser sends it again on a new connection, Node's
 * fetch does so only for GET and HEAD, so a POST failed with "other side closed" or EPIPE. Workers now outlive their
 * files (vitest.config.ts), so their pools hold connections idle across files. Loopback connections cost nothing
 * worth keeping them for. Set once per worker.
 */
import { Agent, setGlobalDispatcher } from 'undici';

const SET = Symbol.for('clara.tests.httpClient');
const worker = globalThis as { [SET]?: true };
if (!worker[SET]) {
  setGlobalDispatcher(new Agent({ pipelining: 0 }));
  worker[SET] = true;
}
