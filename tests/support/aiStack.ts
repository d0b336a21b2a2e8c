import { inject } from 'vitest';
import type { FakeOpenAi } from '../../functions/src/ai/testing/fakeOpenAi';
import type { AiStackInfo } from './aiStackService';

export interface ClaimedAiStack extends AiStackInfo {
  /** Hands the stack to the next file; call after the file's last request (afterAll). */
  release(): Promise<void>;
}

/**
 * The run's stack with an OpenAI key (tests/support/aiStackService.ts), its OpenAI calls sent to `fake` until
 * released. Waits while another file holds it: give the hook minutes (AI_STACK_HOOK_TIMEOUT).
 */
export async function claimAiStack(fake: FakeOpenAi): Promise<ClaimedAiStack> {
  const control = inject('aiStackControl');
  const response = await fetch(`${control}/claim`, {
    method: 'POST',
    body: JSON.stringify({ port: Number(new URL(fake.baseURL).port) }),
    // Gives up before the hook's timeout, so a file that stopped waiting is not handed the stack later.
    signal: AbortSignal.timeout(AI_STACK_HOOK_TIMEOUT - 10_000),
  });
  if (!response.ok) throw new Error(`La pila con OpenAI no arrancó: ${await response.text()}`);
  const info = (await response.json()) as AiStackInfo;
  return {
    ...info,
    async release() {
      await fetch(`${control}/release`, { method: 'POST' });
    },
  };
}

/** A claim can wait for the other files of the OpenAI path (about a minute each) and for the stack's start. */
export const AI_STACK_HOOK_TIMEOUT = 300_000;
