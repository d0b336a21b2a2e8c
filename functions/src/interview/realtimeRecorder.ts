/**
 * What the server hears on a real-time call's sideband (issue 31) and what it does with it: the candidate's
 * turns from the transcription events (`conversation.item.input_audio_transcription.completed`), Clara's from
 * her audio's transcript (`response.output_audio_transcript.done`), stored in the order the conversation's
 * items began (a candidate's transcription may complete after Clara has started answering), each once. The
 * interview ends when Clara calls `finalizar_entrevista` (once that response is done), at its time limit
 * (the call is hung up), when the browser goes away (hung up, as cut) or when the sideband drops (cut): with
 * what was recorded.
 */
import type WebSocket from 'ws';
import { REALTIME_END_TOOL, REALTIME_MAX_MINUTES, type ChatResponse, type RealtimeEnding } from '@clara/domain';
import { log } from '../platform/log';
import { appendRealtimeTurn, endRealtimeInterview, type HeardTurn } from './realtimeTranscript';

interface ServerEvent {
  type?: unknown;
  item_id?: unknown;
  transcript?: unknown;
  name?: unknown;
  response_id?: unknown;
  response?: { id?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The conversation's items in the order they began, and the text of each once it is complete. */
export class TurnOrder {
  private readonly order: string[] = [];
  private readonly done = new Map<string, HeardTurn | null>();

  /** An item began (committed audio, or the first piece of Clara's transcript). */
  began(id: string): void {
    if (id && !this.order.includes(id) && !this.done.has(id)) this.order.push(id);
  }

  /** An item is complete: its turn, or null when it has none (a transcription that failed). */
  complete(id: string, turn: HeardTurn | null): void {
    this.began(id);
    this.done.set(id, turn);
  }

  /** The turns ready to store, in order: those at the front whose text is complete. */
  takeReady(): HeardTurn[] {
    const ready: HeardTurn[] = [];
    while (this.order.length && this.done.has(this.order[0]!)) {
      const turn = this.done.get(this.order.shift()!);
      if (turn) ready.push(turn);
    }
    return ready;
  }

  /** At the end: every complete turn, skipping items whose text never came. */
  takeAllComplete(): HeardTurn[] {
    const turns = this.order.flatMap((id) => {
      const turn = this.done.get(id);
      return turn ? [turn] : [];
    });
    this.order.length = 0;
    return turns;
  }
}

export async function recordCall(options: {
  code: string;
  callId: string;
  sideband: WebSocket;
  signal: AbortSignal;
  onTurn(answer: ChatResponse): void;
  /** Ends the call for everyone (the time limit, the browser gone). */
  hangUp(callId: string): Promise<void>;
  /** The interview's limit (REALTIME_MAX_MINUTES, more with an accepted "más tiempo": realtimeLimitMinutes). */
  limitMinutes?: number;
}): Promise<ChatResponse> {
  const { code, callId, sideband, signal, onTurn, hangUp, limitMinutes = REALTIME_MAX_MINUTES } = options;
  const turns = new TurnOrder();
  let saving: Promise<void> = Promise.resolve();
  let endingResponse: string | null = null;
  let settle!: (ending: RealtimeEnding) => void;
  const ending = new Promise<RealtimeEnding>((resolve) => (settle = resolve));

  const store = (ready: HeardTurn[]) => {
    for (const turn of ready)
      saving = saving
        .then(() => appendRealtimeTurn(code, turn))
        .then(
          (answer) => {
            if (answer) onTurn(answer);
          },
          (error: unknown) => log.error('Realtime turn not stored', { error }),
        );
  };

  sideband.on('message', (data) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(String(data)) as ServerEvent;
    } catch {
      return;
    }
    const id = text(event.item_id);
    switch (event.type) {
      case 'input_audio_buffer.committed':
      case 'response.output_audio_transcript.delta':
        turns.began(id);
        break;
      case 'conversation.item.input_audio_transcription.completed':
        turns.complete(id, { turnId: id, speaker: 'candidate', text: text(event.transcript) });
        break;
      case 'conversation.item.input_audio_transcription.failed':
        turns.complete(id, null);
        break;
      case 'response.output_audio_transcript.done':
        turns.complete(id, { turnId: id, speaker: 'clara', text: text(event.transcript) });
        break;
      case 'response.function_call_arguments.done':
        if (event.name === REALTIME_END_TOOL) endingResponse = text(event.response_id) || 'any';
        break;
      case 'response.done':
        // Clara's farewell is transcribed by the end of the response that called the function.
        if (endingResponse && (endingResponse === 'any' || endingResponse === text(event.response?.id)))
          settle('clara');
        break;
    }
    store(turns.takeReady());
  });
  sideband.on('close', () => settle('cut'));
  sideband.on('error', (error) => {
    log.warn('Realtime sideband error', { error });
    settle('cut');
  });
  const limit = setTimeout(() => settle('timeLimit'), limitMinutes * 60_000);
  const browserGone = () => settle('cut');
  signal.addEventListener('abort', browserGone);

  const endedBy = await ending;
  clearTimeout(limit);
  signal.removeEventListener('abort', browserGone);
  // What was heard completely is kept, in order; then the sideband is left (Clara's farewell may still play).
  store(turns.takeAllComplete());
  await saving;
  sideband.removeAllListeners('message');
  if (sideband.readyState === sideband.OPEN) sideband.close();
  if (endedBy === 'timeLimit' || signal.aborted) await hangUp(callId);
  log.info('Realtime call ended', { endedBy });
  return endRealtimeInterview(code, endedBy);
}
