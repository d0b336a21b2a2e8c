/**
 * A fake of OpenAI's Realtime API over WebRTC for tests, plugged into the fake OpenAI server
 * (`functions/src/ai/testing/fakeOpenAi.ts`). POST /v1/realtime/calls is the functions' SDP exchange (issue 31:
 * multipart `sdp` + `session` with the API key; anything else gets 401, as OpenAI answers a bad key): it answers
 * the offer with a `werift` peer connection (WebRTC in TypeScript) and the call id in `Location`. The sideband
 * WebSocket (`/v1/realtime?call_id=…`) joins that call. Once the browser's "oai-events" data channel is open and
 * the sideband joined, the fake sends `session.created` and speaks its scripted conversation as server events to
 * both: the candidate's side as input transcription events, Clara's as output audio transcript events (the GA
 * event names), and, when the script says so, Clara's call of the function that ends the interview. No audio.
 */
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import type { WebSocket } from 'ws';
import { REALTIME_END_TOOL } from '@clara/domain';
import type { FakeOpenAi } from '../../functions/src/ai/testing/fakeOpenAi';

export interface ScriptedTurn {
  speaker: 'candidate' | 'clara';
  text: string;
  /** Clara then calls the function that ends the interview (`finalizar_entrevista`), as the instructions ask. */
  ends?: boolean;
}

export interface FakeRealtimeCall {
  /** The Realtime API's call id, as the fake gave it in `Location`. */
  callId: string;
  /** The session the call was created with (instructions, model, tools, audio settings). */
  session: Record<string, unknown>;
  /** The model the session names. */
  model: string | null;
  /** The client events the browser sent on the data channel. */
  clientEvents: Array<Record<string, unknown>>;
  /** Whether the server joined the call's sideband, and the client events it sent there. */
  sidebandJoined: boolean;
  sidebandEvents: Array<Record<string, unknown>>;
  /** Resolves once the whole script was sent (or the call was cut). */
  spoken: Promise<void>;
  /** Whether the call was hung up (POST /realtime/calls/{id}/hangup is not faked: the sideband closing). */
  closed: boolean;
}

export interface FakeRealtime {
  calls: FakeRealtimeCall[];
  /** The conversation each new call speaks. */
  script: ScriptedTurn[];
  /** Milliseconds between two turns (default 30). */
  pauseMs: number;
  /** When set, a call speaks its script (after `session.created`) only once this resolves. */
  hold?: Promise<void>;
  /** When set, the sideband drops (the fake closes it) after this many turns of the script. */
  dropSidebandAfter?: number;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clara's reply as the Realtime API streams its transcript: deltas word by word, then `done`. */
function claraEvents(text: string, index: number, ends = false): Array<Record<string, unknown>> {
  const ids = { response_id: `resp_${index}`, item_id: `item_clara_${index}`, output_index: 0, content_index: 0 };
  const words = text.split(/(?<= )/);
  return [
    { type: 'response.created', response: { id: ids.response_id, object: 'realtime.response', status: 'in_progress' } },
    ...words.map((delta) => ({ type: 'response.output_audio_transcript.delta', ...ids, delta })),
    { type: 'response.output_audio_transcript.done', ...ids, transcript: text },
    ...(ends
      ? [
          {
            type: 'response.function_call_arguments.done',
            response_id: ids.response_id,
            item_id: `item_call_${index}`,
            output_index: 1,
            call_id: `call_${index}`,
            name: REALTIME_END_TOOL,
            arguments: '{}',
          },
        ]
      : []),
    { type: 'response.done', response: { id: ids.response_id, object: 'realtime.response', status: 'completed' } },
    { type: 'output_audio_buffer.stopped', response_id: ids.response_id },
  ];
}

function candidateEvents(text: string, index: number): Array<Record<string, unknown>> {
  const item_id = `item_candidate_${index}`;
  return [
    { type: 'input_audio_buffer.speech_started', item_id, audio_start_ms: 0 },
    { type: 'input_audio_buffer.speech_stopped', item_id, audio_end_ms: 1000 },
    { type: 'input_audio_buffer.committed', item_id, previous_item_id: null },
    { type: 'conversation.item.input_audio_transcription.completed', item_id, content_index: 0, transcript: text },
  ];
}

type Send = (event: Record<string, unknown>) => void;

async function speak(
  sends: Send[],
  realtime: FakeRealtime,
  script: ScriptedTurn[],
  live: () => boolean,
  drop: () => void,
): Promise<void> {
  let events = 0;
  const send = (event: Record<string, unknown>) => {
    events += 1;
    for (const to of sends) to({ event_id: `event_${events}`, ...event });
  };
  send({ type: 'session.created', session: { id: 'sess_fake', object: 'realtime.session' } });
  await realtime.hold;
  for (const [index, turn] of script.entries()) {
    if (realtime.dropSidebandAfter !== undefined && index >= realtime.dropSidebandAfter) {
      drop();
      return;
    }
    await pause(realtime.pauseMs);
    if (!live()) return;
    const turnEvents =
      turn.speaker === 'clara' ? claraEvents(turn.text, index, turn.ends) : candidateEvents(turn.text, index);
    for (const event of turnEvents) send(event);
  }
}

/** Makes `fake` answer the functions' WebRTC calls with werift and join their sidebands, speaking `script`. */
export function attachFakeRealtime(fake: FakeOpenAi, script: ScriptedTurn[] = []): FakeRealtime {
  const peers: RTCPeerConnection[] = [];
  const joins = new Map<string, (socket: WebSocket) => void>();
  const realtime: FakeRealtime = {
    calls: [],
    script,
    pauseMs: 30,
    close: async () => {
      await Promise.all(peers.splice(0).map((peer) => peer.close()));
    },
  };
  fake.realtimeCall = async ({ sdp, session, authorization }) => {
    if (!/^Bearer sk-/.test(authorization) || !session)
      return {
        status: 401,
        body: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } },
      };
    const peer = new RTCPeerConnection({});
    peers.push(peer);
    let spoke!: () => void;
    const call: FakeRealtimeCall = {
      callId: `rtc_fake_${realtime.calls.length + 1}`,
      session,
      model: typeof session.model === 'string' ? session.model : null,
      clientEvents: [],
      sidebandJoined: false,
      sidebandEvents: [],
      spoken: new Promise<void>((resolve) => (spoke = resolve)),
      closed: false,
    };
    realtime.calls.push(call);
    const turns = realtime.script.slice();
    let channel: RTCDataChannel | null = null;
    let sideband: WebSocket | null = null;
    let channelOpen!: () => void;
    let joined!: () => void;
    const ready = Promise.all([
      new Promise<void>((resolve) => (channelOpen = resolve)),
      new Promise<void>((resolve) => (joined = resolve)),
    ]);
    joins.set(call.callId, (socket) => {
      sideband = socket;
      call.sidebandJoined = true;
      socket.on('message', (data) => {
        try {
          call.sidebandEvents.push(JSON.parse(String(data)) as Record<string, unknown>);
        } catch {
          // not JSON: ignored
        }
      });
      socket.on('close', () => (call.closed = true));
      joined();
    });
    peer.onDataChannel.subscribe((opened) => {
      channel = opened;
      opened.onMessage.subscribe((data) => {
        try {
          call.clientEvents.push(JSON.parse(data.toString()) as Record<string, unknown>);
        } catch {
          // not JSON: ignored, as the API would answer an error event
        }
      });
      if (opened.readyState === 'open') channelOpen();
      else opened.stateChanged.subscribe((state) => state === 'open' && channelOpen());
    });
    void ready.then(() =>
      speak(
        [
          (event) => channel?.readyState === 'open' && channel.send(JSON.stringify(event)),
          (event) => sideband?.readyState === 1 && sideband.send(JSON.stringify(event)),
        ],
        realtime,
        turns,
        () => channel?.readyState === 'open' || sideband?.readyState === 1,
        () => {
          call.closed = true;
          sideband?.terminate();
        },
      ).then(spoke),
    );
    await peer.setRemoteDescription({ type: 'offer', sdp });
    await peer.setLocalDescription(await peer.createAnswer());
    // No trickle ICE over this HTTP exchange: the answer carries every candidate.
    if (peer.iceGatheringState !== 'complete')
      await new Promise<void>((resolve) =>
        peer.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve()),
      );
    return { sdp: peer.localDescription!.sdp, callId: call.callId };
  };
  fake.realtimeSideband = (callId, authorization) => {
    const join = joins.get(callId);
    if (!join || !/^Bearer sk-/.test(authorization)) return false;
    joins.delete(callId);
    return join;
  };
  return realtime;
}

/**
 * A WebRTC client in Node (werift) standing in for the browser in integration tests: an "oai-events" data
 * channel, the SDP offer with every ICE candidate, and `accept` for the SDP answer.
 */
export async function nodeRealtimeClient(): Promise<{
  sdp: string;
  accept(answer: string): Promise<void>;
  close(): Promise<void>;
}> {
  const peer = new RTCPeerConnection({});
  peer.createDataChannel('oai-events');
  await peer.setLocalDescription(await peer.createOffer());
  if (peer.iceGatheringState !== 'complete')
    await new Promise<void>((resolve) =>
      peer.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve()),
    );
  return {
    sdp: peer.localDescription!.sdp,
    accept: (answer) => peer.setRemoteDescription({ type: 'answer', sdp: answer }),
    close: () => peer.close(),
  };
}
