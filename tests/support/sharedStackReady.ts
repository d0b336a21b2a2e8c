/**
 * Setup file of the stack project: each file waits until the run's shared stack has started
 * (tests/support/sharedStackStart.ts); at once when it has, which is every file but the first ones.
 */
import { beforeAll, inject } from 'vitest';

/** A stack's start takes about 20 s on this 2-core machine; far longer means something is wrong. */
const STACK_START_TIMEOUT = 300_000;

beforeAll(async () => {
  const response = await fetch(inject('stackStart'), { signal: AbortSignal.timeout(STACK_START_TIMEOUT - 5_000) });
  if (!response.ok) throw new Error(`La pila local de las pruebas no arrancó: ${await response.text()}`);
}, STACK_START_TIMEOUT);
