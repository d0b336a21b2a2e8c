import { describe, expect, it } from 'vitest';
import { coachChatHeight, jobDescChatHeight, MIN_CHAT_HEIGHT_PX } from './layout';

describe('chat layout rules (SPEC §9)', () => {
  it('coach chat height is window height − 200 − input area height', () => {
    expect(coachChatHeight(900, 80)).toBe(620);
    expect(coachChatHeight(667, 66.4)).toBe(401);
    expect(coachChatHeight(300, 80)).toBe(MIN_CHAT_HEIGHT_PX);
  });
  it('job-description chat starts at window height − 180', () => {
    expect(jobDescChatHeight(800)).toBe(620);
  });
});
