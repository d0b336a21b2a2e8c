import { describe, expect, it } from 'vitest';
import { completedTurn, endRequested, nextLiveText, type LiveText } from './events';

describe('Realtime server events', () => {
  it("takes each side's completed turn, keyed by the item id", () => {
    expect(
      completedTurn({
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'item_1',
        transcript: ' Hola, soy Ana. ',
      }),
    ).toEqual({ turnId: 'item_1', speaker: 'candidate', text: 'Hola, soy Ana.' });
    expect(
      completedTurn({ type: 'response.output_audio_transcript.done', item_id: 'item_2', transcript: '¿Y tu equipo?' }),
    ).toEqual({ turnId: 'item_2', speaker: 'clara', text: '¿Y tu equipo?' });
    expect(
      completedTurn({ type: 'response.output_audio_transcript.done', item_id: 'item_3', transcript: ' ' }),
    ).toBeNull();
    expect(
      completedTurn({ type: 'response.output_audio_transcript.delta', item_id: 'item_3', delta: 'Hola' }),
    ).toBeNull();
    expect(completedTurn({ type: 'session.created' })).toBeNull();
  });

  it('grows the live text with deltas and drops a turn once it is complete', () => {
    let live: LiveText = {};
    live = nextLiveText(live, { type: 'response.output_audio_transcript.delta', item_id: 'a', delta: 'Cuéntame ' });
    live = nextLiveText(live, { type: 'response.output_audio_transcript.delta', item_id: 'a', delta: 'más.' });
    live = nextLiveText(live, { type: 'conversation.item.input_audio_transcription.delta', item_id: 'b', delta: 'Sí' });
    expect(live).toEqual({ a: { speaker: 'clara', text: 'Cuéntame más.' }, b: { speaker: 'candidate', text: 'Sí' } });
    live = nextLiveText(live, {
      type: 'response.output_audio_transcript.done',
      item_id: 'a',
      transcript: 'Cuéntame más.',
    });
    expect(live).toEqual({ b: { speaker: 'candidate', text: 'Sí' } });
  });

  it("recognises Clara's call of the function that ends the interview", () => {
    const call = { type: 'response.function_call_arguments.done', call_id: 'c1', arguments: '{}' };
    expect(endRequested({ ...call, name: 'finalizar_entrevista' })).toBe(true);
    expect(endRequested({ ...call, name: 'otra' })).toBe(false);
    expect(endRequested({ type: 'response.done', name: 'finalizar_entrevista' })).toBe(false);
  });
});
