import { describe, expect, it } from 'vitest';
import { coachChatHeight, jobDescChatHeight, MIN_CHAT_HEIGHT_PX, typewriterSlice } from './layout';

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

describe('typewriter (SPEC §4: about 5 ms per character)', () => {
  it('reveals one character per 5 ms and never more than the text', () => {
    expect(typewriterSlice('Hola mundo', 0, 5)).toBe('');
    expect(typewriterSlice('Hola mundo', 20, 5)).toBe('Hola');
    expect(typewriterSlice('Hola mundo', 10_000, 5)).toBe('Hola mundo');
  });
  it('does not split characters outside the basic plane', () => {
    expect(typewriterSlice('👋🏽 hola', 5, 5)).toBe('👋');
  });
});
