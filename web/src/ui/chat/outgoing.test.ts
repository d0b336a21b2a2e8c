import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@clara/domain/chat/messages';
import { addNotes, afterFailure, currentNotes, noNotes, outgoingFor, visibleHistory, type Outgoing } from './outgoing';

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

  it('shows local notes after the conversation they were added to, until the server’s conversation changes', () => {
    const note: ChatMessage = { text: 'Problema de conexión', type: 'system', timestamp: 3, isError: true };
    const conversation = { chatHistory: [greeting] };
    const notes = addNotes(noNotes(), conversation, [mine, note]);
    expect(currentNotes(notes, conversation)).toEqual([mine, note]);
    const later: ChatMessage = { text: 'Otra', type: 'user', timestamp: 4 };
    expect(visibleHistory([greeting], { message: later, state: 'sending' }, currentNotes(notes, conversation))).toEqual(
      [greeting, mine, note, later],
    );
    expect(currentNotes(addNotes(notes, conversation, [note]), conversation)).toEqual([mine, note, note]);
    // A reply or a reload is a new conversation object: the notes are gone, and new ones start afresh.
    const replied = { chatHistory: [greeting, later] };
    expect(currentNotes(notes, replied)).toEqual([]);
    expect(currentNotes(addNotes(notes, replied, [note]), replied)).toEqual([note]);
  });
});
