import { describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack/stack';
import { serveStackStart } from '../../support/sharedStackStart';

// What each stack test file asks before its first test (tests/support/sharedStackReady.ts), with stand-ins for the
// shared stack's start.
describe("the shared stack's start, served to the test files (tests/support/sharedStackStart.ts)", () => {
  it('answers once the stack has started, not before', async () => {
    let started!: (stack: Stack) => void;
    const service = await serveStackStart(new Promise<Stack>((resolve) => (started = resolve)));
    try {
      const answer = fetch(service.url);
      const early = await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))]);
      expect(early).toBe('waiting');
      started({} as Stack);
      const response = await answer;
      expect(response.status).toBe(200);
      // Later files are answered at once.
      expect((await fetch(service.url)).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('answers 500 with the reason when the stack could not start, so each file fails saying why', async () => {
    const service = await serveStackStart(Promise.reject(new Error('Falta web/dist/index.html')));
    try {
      const response = await fetch(service.url);
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('Falta web/dist/index.html');
    } finally {
      await service.close();
    }
  });
});
