/**
 * The run's shared stack starts in the background (tests/support/globalSetup.ts), so the unit tests run while it
 * comes up instead of after it: its start leaves a core idle much of the time (the JVM's and firebase-tools' starts).
 * The global setup serves its outcome (`serveStackStart`); every stack test file waits for it first
 * (tests/support/sharedStackReady.ts). No vitest here: the global setup imports it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stack } from '../../stack/stack';

export interface StackStartService {
  /** GET answers 200 once the stack has started, 500 with the reason if it could not start. */
  url: string;
  close(): Promise<void>;
}

export async function serveStackStart(starting: Promise<Stack>): Promise<StackStartService> {
  const outcome = starting.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  const server = createServer((_request, response) => {
    void outcome.then((failure) => {
      response.writeHead(failure === null ? 200 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(failure ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
