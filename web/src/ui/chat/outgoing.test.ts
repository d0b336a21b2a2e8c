import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@clara/domain/interview/session';
import { afterFailure, outgoingFor, visibleHistory, type Outgoing } from './outgoing';

const greeting: ChatMessage = { text: 'Hola, ¿cuál es el puesto?', type: 'system', timestamp: 1 };
const mine: ChatMessage = { text: 'Analista', type: 'user', timestamp: 2 };

describe('a chat session’s outgoing message', () => {
  it('shows at once after the stored conversation while it is sent', () => {
    expect(visibleHistory([greeting], { message: mine, state: 'sending' })).toEqual([greeting, mine]);
    expect(visibleHistory([greeting], null)).toEqual([greeting]);
  });

  it('is kept, still shown, when the send fails', () => {
    const failed: Outgoing = { message: mine, state: 'failed' };
    expect(visibleHistory([greeting], failed)).toEqual([greeting, mine]);
    expect(afterFailure(new Error('red caída'))).toBe('keep');
    expect(afterFailure(Object.assign(new Error('HTTP 500'), { status: 500 }))).toBe('keep');
    expect(afterFailure(Object.assign(new Error('timeout'), { status: 0 }))).toBe('keep');
  });

  it('blocks a new message while one is on its way or failed (the failed one is retried instead)', () => {
    expect(outgoingFor('Otra', { outgoing: { message: mine, state: 'sending' }, active: true })).toBeNull();
    expect(outgoingFor('Otra', { outgoing: { message: mine, state: 'failed' }, active: true })).toBeNull();
    expect(outgoingFor('  Otra  ', { outgoing: null, active: true }, 5)).toEqual({
      text: 'Otra',
      type: 'user',
      timestamp: 5,
    });
  });

  it('sends nothing blank and nothing once the conversation ended', () => {
    expect(outgoingFor('   ', { outgoing: null, active: true })).toBeNull();
    expect(outgoingFor('Hola', { outgoing: null, active: false })).toBeNull();
  });

  it('reloads the conversation on a 409 (another tab changed it)', () => {
    expect(afterFailure(Object.assign(new Error('Conflicto'), { status: 409 }))).toBe('reload');
  });
});
