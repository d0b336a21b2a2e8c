/**
 * A fake of OpenAI's Realtime API over WebRTC for tests, plugged into the fake OpenAI server
 * (`functions/src/ai/testing/fakeOpenAi.ts`): POST /v1/realtime/calls answers the browser's SDP offer with a
 * `werift` peer connection (WebRTC in TypeScript), looks up the client secret it issued to the functions (so it
 * knows the instructions the session was created with: a call with an unknown secret gets 401, as OpenAI
 * answers), and once the browser opens the "oai-events" data channel it sends `session.created` and speaks
 * its scripted conversation as server events: the candidate's side as input transcription events, Clara's as
 * output audio transcript events (the GA event names), and, when the script says so, Clara's call of the
 * function that ends the interview. No audio is sent back.
 */
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import { REALTIME_END_TOOL } from '@clara/domain';
import type { FakeOpenAi } from '../../functions/src/ai/testing/fakeOpenAi';

export interface ScriptedTurn {
  speaker: 'candidate' | 'clara';
  text: string;
  /** Clara then calls the function that ends the interview (`finalizar_entrevista`), as the instructions ask. */
  ends?: boolean;
}

export interface FakeRealtimeCall {
  /** The session the client secret was created with (instructions, model, audio settings). */
  session: Record<string, unknown>;
  /** The model in the call's URL. */
  model: string | null;
  /** The client events the browser sent on the data channel. */
  clientEvents: Array<Record<string, unknown>>;
  /** Resolves once the whole script was sent. */
  spoken: Promise<void>;
}

export interface FakeRealtime {
  calls: FakeRealtimeCall[];
  /** The conversation each new call speaks. */
  script: ScriptedTurn[];
  /** Milliseconds between two turns (default 30). */
  pauseMs: number;
  /** When set, a call speaks its script (after `session.created`) only once this resolves. */
  hold?: Promise<void>;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The secret the fake issued (`ek_fake_N`, the N-th POST /realtime/client_secrets) and its session. */
function sessionOf(fake: FakeOpenAi, authorization: string): Record<string, unknown> | null {
  const match = /^Bearer ek_fake_(\d+)$/.exec(authorization);
  const issued = match ? fake.realtimeSecrets[Number(match[1]) - 1] : undefined;
  return issued ? ((issued.body.session ?? {}) as Record<string, unknown>) : null;
}

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

async function speak(channel: RTCDataChannel, realtime: FakeRealtime, script: ScriptedTurn[]): Promise<void> {
  let events = 0;
  const send = (event: Record<string, unknown>) =>
    channel.send(JSON.stringify({ event_id: `event_${(events += 1)}`, ...event }));
  send({ type: 'session.created', session: { id: 'sess_fake', object: 'realtime.session' } });
  await realtime.hold;
  for (const [index, turn] of script.entries()) {
    await pause(realtime.pauseMs);
    if (channel.readyState !== 'open') return;
    const turnEvents =
      turn.speaker === 'clara' ? claraEvents(turn.text, index, turn.ends) : candidateEvents(turn.text, index);
    for (const event of turnEvents) send(event);
  }
}

/** Makes `fake` answer WebRTC calls with werift, speaking `script` on each call's events channel. */
export function attachFakeRealtime(fake: FakeOpenAi, script: ScriptedTurn[] = []): FakeRealtime {
  const peers: RTCPeerConnection[] = [];
  const realtime: FakeRealtime = {
    calls: [],
    script,
    pauseMs: 30,
    close: async () => {
      await Promise.all(peers.splice(0).map((peer) => peer.close()));
    },
  };
  fake.realtimeCall = async ({ sdp, authorization, url }) => {
    const session = sessionOf(fake, authorization);
    if (!session)
      return { status: 401, body: { error: { message: 'Invalid ephemeral key.', type: 'invalid_request_error' } } };
    const peer = new RTCPeerConnection({});
    peers.push(peer);
    let spoke!: () => void;
    const call: FakeRealtimeCall = {
      session,
      model: new URL(url, 'http://fake').searchParams.get('model'),
      clientEvents: [],
      spoken: new Promise<void>((resolve) => (spoke = resolve)),
    };
    realtime.calls.push(call);
    const turns = realtime.script.slice();
    peer.onDataChannel.subscribe((channel) => {
      channel.onMessage.subscribe((data) => {
        try {
          call.clientEvents.push(JSON.parse(data.toString()) as Record<string, unknown>);
        } catch {
          // not JSON: ignored, as the API would answer an error event
        }
      });
      const start = () => void speak(channel, realtime, turns).then(spoke);
      if (channel.readyState === 'open') start();
      else channel.stateChanged.subscribe((state) => state === 'open' && start());
    });
    await peer.setRemoteDescription({ type: 'offer', sdp });
    await peer.setLocalDescription(await peer.createAnswer());
    // No trickle ICE over this HTTP exchange: the answer carries every candidate.
    if (peer.iceGatheringState !== 'complete')
      await new Promise<void>((resolve) =>
        peer.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve()),
      );
    return { sdp: peer.localDescription!.sdp };
  };
  return realtime;
}
