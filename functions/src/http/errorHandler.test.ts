import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '@clara/domain';
import { errorHandler } from './app';

/** One request to an app whose only route throws `error`, answered by the one error handler. */
async function answerTo(error: unknown) {
  const app = express();
  app.get('/x', () => {
    throw error;
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  } finally {
    server.close();
  }
}

describe('the error handler', () => {
  it('answers a transaction that still contended after its retries (gRPC ABORTED) with 409 and a retryable text', async () => {
    const contention = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    expect(await answerTo(contention)).toEqual({
      status: 409,
      retryAfter: '1',
      body: { error: COMMON_ERRORS.contention },
    });
  });

  it('answers anything else unknown with 500 and no detail', async () => {
    expect(await answerTo(new Error('boom'))).toMatchObject({ status: 500, body: { error: COMMON_ERRORS.internal } });
  });
});
