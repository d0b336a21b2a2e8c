/**
 * Stack tests' fetch lets the event loop turn twice before sending, so a pooled connection the server has already
 * closed leaves the pool first. Hosting and the Auth emulator close a connection after 5 s idle; when the test's
 * process was busy at that moment (a large body built, a collection, a file's modules loading), the close waits
 * unread, and Node's fetch would write the next request on that connection: a POST then fails with EPIPE or "other
 * side closed" (fetch sends only GET and HEAD again; a browser sends any request again). The server's close is read
 * in the first turn and the connection is dropped from the pool in the second. Set once per worker (this setup file
 * runs before every file of a worker).
 */
const INSTALLED = Symbol.for('clara.tests.closedConnections');
const worker = globalThis as typeof globalThis & { [INSTALLED]?: true };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

if (!worker[INSTALLED]) {
  const send = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    await nextTurn();
    await nextTurn();
    return send(input, init);
  };
  worker[INSTALLED] = true;
}
