import { describe, expect, it } from 'vitest';
import { startAiStackService, type StartedAiStack } from '../../support/aiStackService';

// The service's turns, with a stand-in for the stack it starts on the first claim.
const standIn: StartedAiStack = {
  url: 'http://127.0.0.1:9',
  projectId: 'demo-clara',
  firestoreHost: '127.0.0.1:9',
  authHost: '127.0.0.1:9',
  realtimeFunctionUrl: 'http://127.0.0.1:9',
  stop: async () => {},
};

describe("the OpenAI path's shared stack (tests/support/aiStackService.ts)", () => {
  it('hands the stack to the next file waiting, not to one that stopped waiting', async () => {
    const service = await startAiStackService(async () => standIn);
    const claim = (signal?: AbortSignal) =>
      fetch(`${service.controlUrl}/claim`, { method: 'POST', body: JSON.stringify({ port: 9 }), signal });
    try {
      const first = await claim();
      expect(await first.json()).toMatchObject({ url: standIn.url });
      // A second file's claim times out while the first holds the stack; a third then waits.
      await expect(claim(AbortSignal.timeout(300))).rejects.toThrow();
      const third = claim();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await fetch(`${service.controlUrl}/release`, { method: 'POST' });
      const answered = await Promise.race([third, new Promise((resolve) => setTimeout(resolve, 10_000, null))]);
      expect((answered as Response | null)?.status).toBe(200);
    } finally {
      await fetch(`${service.controlUrl}/release`, { method: 'POST' });
      await service.stop();
    }
  });
});
