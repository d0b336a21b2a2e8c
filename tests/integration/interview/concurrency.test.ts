import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@clara/domain';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { closeAdmin } from '../../support/stack';
import { send, startPractice, storedSession } from './helpers';

afterAll(closeAdmin);

/** Every user message is directly followed by one reply of Clara. */
function expectPairs(history: ChatMessage[]) {
  expect(history[0]?.type).toBe('system');
  for (let i = 1; i < history.length; i += 2) {
    expect(history[i]?.type).toBe('user');
    expect(history[i + 1]?.type).toBe('system');
  }
}

describe('messages sent at once to one session', () => {
  it('keeps both, in order, each with its own reply', async () => {
    const code = await startPractice();
    const [a, b] = await Promise.all([send(code, STRONG_ANSWERS[0]), send(code, STRONG_ANSWERS[1])]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = await storedSession('interviews', code);
    expect(stored.chatHistory).toHaveLength(5);
    expectPairs(stored.chatHistory);
    const userTexts = stored.chatHistory.filter((m) => m.type === 'user').map((m) => m.text);
    expect(userTexts.sort()).toEqual([STRONG_ANSWERS[0], STRONG_ANSWERS[1]].sort());
    expect(stored.chatHistory.some((m) => m.isError)).toBe(false);
    // The later answer sees the whole history, including the other message and its reply.
    const later = a.body.chatHistory.length > b.body.chatHistory.length ? a : b;
    expect(later.body.chatHistory).toEqual(stored.chatHistory);
  });

  it('keeps five messages sent at once', async () => {
    const code = await startPractice();
    const results = await Promise.all(STRONG_ANSWERS.slice(0, 5).map((answer) => send(code, answer)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await storedSession('interviews', code);
    expect(stored.chatHistory).toHaveLength(11);
    expectPairs(stored.chatHistory);
    expect(
      stored.chatHistory
        .filter((m) => m.type === 'user')
        .map((m) => m.text)
        .sort(),
    ).toEqual(STRONG_ANSWERS.slice(0, 5).sort());
  });
});
