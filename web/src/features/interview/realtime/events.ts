/**
 * What the chat takes from the Realtime API's server events (the "oai-events" data channel, GA names): each
 * completed turn of either side, to be saved, and the text of the turns still being spoken, to be shown.
 * The candidate's turn is the transcription of their speech (`conversation.item.input_audio_transcription.*`),
 * Clara's the transcript of her audio (`response.output_audio_transcript.*`); both keyed by the item id.
 */
import { REALTIME_END_TOOL } from '@clara/domain/interview/session';

export interface CompletedTurn {
  turnId: string;
  speaker: 'candidate' | 'clara';
  text: string;
}

/** The turns being spoken, by item id: what the page shows live. */
export type LiveText = Record<string, { speaker: CompletedTurn['speaker']; text: string }>;

export interface RealtimeServerEvent {
  type: string;
  name?: unknown;
  item_id?: unknown;
  transcript?: unknown;
  delta?: unknown;
  error?: { message?: unknown };
}

/** Clara called the function that ends the interview (she cannot speak the closing marker). */
export function endRequested(event: RealtimeServerEvent): boolean {
  return event.type === 'response.function_call_arguments.done' && event.name === REALTIME_END_TOOL;
}

/** The server has sent the last of Clara's audio (WebRTC only). */
export const audioStopped = (event: RealtimeServerEvent): boolean => event.type === 'output_audio_buffer.stopped';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A turn the event completes, or null. */
export function completedTurn(event: RealtimeServerEvent): CompletedTurn | null {
  const turnId = text(event.item_id);
  const transcript = text(event.transcript).trim();
  if (!turnId || !transcript) return null;
  if (event.type === 'conversation.item.input_audio_transcription.completed')
    return { turnId, speaker: 'candidate', text: transcript };
  if (event.type === 'response.output_audio_transcript.done') return { turnId, speaker: 'clara', text: transcript };
  return null;
}

/** The live text after `event`: deltas grow a turn, its completion removes it (it is saved and shown as a message). */
export function nextLiveText(live: LiveText, event: RealtimeServerEvent): LiveText {
  const id = text(event.item_id);
  if (!id) return live;
  const speaker =
    event.type === 'response.output_audio_transcript.delta'
      ? 'clara'
      : event.type === 'conversation.item.input_audio_transcription.delta'
        ? 'candidate'
        : null;
  if (speaker) return { ...live, [id]: { speaker, text: (live[id]?.text ?? '') + text(event.delta) } };
  if (completedTurn(event) || event.type === 'conversation.item.input_audio_transcription.failed') {
    const { [id]: _done, ...rest } = live;
    return rest;
  }
  return live;
}
