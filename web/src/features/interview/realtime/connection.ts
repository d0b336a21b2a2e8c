/**
 * The browser's side of a real-time voice interview (issue 31): the microphone, an RTCPeerConnection and its
 * "oai-events" data channel. The SDP offer goes to the server (POST /api/realtime-call at the `realtime`
 * function's own URL, client-config.json's `realtimeFunctionUrl`), which makes the exchange with the Realtime
 * API, joins the call and records it; its streamed answer brings the SDP answer, then the conversation each time
 * the server stored a turn, then the interview as it ended. The browser only carries the audio and shows the
 * live text: it writes no turn. Clara's voice (the remote track) plays through an audio element.
 */
import type { ChatResponse } from '@clara/domain/interview/api';
import type { RealtimeCallEvent } from '@clara/domain/interview/stream';
import { realtimeCallRoute } from '@clara/domain/interview/routes';
import { loadClientConfig } from '../../../platform/config';
import { openStream } from '../../../platform/stream';
import type { RealtimeServerEvent } from './events';

/** Real-time voice needs WebRTC and a microphone API (a secure context). */
export function realtimeSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.RTCPeerConnection === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export interface RealtimeLink {
  /** Hangs up: the peer, the microphone and the server's stream. */
  close(): void;
  /** Stops the audio (Clara's farewell played) but keeps reading the server's stream until the end it sends. */
  closeAudio(): void;
}

export interface RealtimeCallbacks {
  /** The events channel is open: the conversation can start. */
  onOpen(): void;
  onEvent(event: RealtimeServerEvent): void;
  /** The server stored a turn (or ended the interview: status Finished). */
  onStored(answer: ChatResponse): void;
  /** The server could not go on with the call (its message). */
  onFailed(message: string): void;
  /** The connection broke or closed from the other side. */
  onClosed(): void;
}

/** The server's streamed answer, line by line; resolves at its end. */
/** Hands each event of the call's stream to `onEvent`; settles when the stream ends or breaks. */
async function forEachEvent(events: AsyncIterable<RealtimeCallEvent>, onEvent: (event: RealtimeCallEvent) => void) {
  for await (const event of events) onEvent(event);
}

/** Connects; throws when the microphone is refused or the server refuses the call (nothing is left open). */
export async function connectRealtime(code: string, callbacks: RealtimeCallbacks): Promise<RealtimeLink> {
  const base = (await loadClientConfig()).realtimeFunctionUrl;
  if (!base) throw new Error('No realtimeFunctionUrl in client-config.json');
  const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  const peer = new RTCPeerConnection();
  const audio = new Audio();
  const stream = new AbortController();
  audio.autoplay = true;
  let closed = false;
  const closeAudio = () => {
    if (closed) return;
    closed = true;
    peer.close();
    for (const track of microphone.getTracks()) track.stop();
    audio.srcObject = null;
  };
  const close = () => {
    closeAudio();
    stream.abort();
  };
  try {
    peer.ontrack = (event) => {
      audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void audio.play().catch(() => undefined);
    };
    for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);
    const channel = peer.createDataChannel('oai-events');
    channel.addEventListener('open', () => callbacks.onOpen());
    channel.addEventListener('message', (message: MessageEvent<string>) => {
      try {
        callbacks.onEvent(JSON.parse(message.data) as RealtimeServerEvent);
      } catch {
        // not an event: ignored
      }
    });
    const ended = () => {
      if (closed) return;
      closeAudio();
      callbacks.onClosed();
    };
    channel.addEventListener('close', ended);
    peer.addEventListener('connectionstatechange', () => {
      if (peer.connectionState === 'failed' || peer.connectionState === 'closed') ended();
    });
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    const events = await openStream(realtimeCallRoute, {
      baseUrl: base,
      body: { chatSessionId: code, sdp: offer.sdp ?? '' },
      signal: stream.signal,
    });
    let answered!: (sdp: string) => void;
    let refused!: (error: Error) => void;
    const answer = new Promise<string>((resolve, reject) => {
      answered = resolve;
      refused = reject;
    });
    let done = false;
    const streamEnded = (error: Error) => {
      refused(error);
      // The server's stream broke before the interview's end: the call is lost.
      if (!done && !stream.signal.aborted) ended();
    };
    void forEachEvent(events, (event) => {
      if (event.type === 'answer') answered(event.sdp);
      else if (event.type === 'turn' || event.type === 'done') {
        done ||= event.type === 'done';
        callbacks.onStored(event.answer);
      } else {
        done = true;
        refused(new Error(event.error));
        callbacks.onFailed(event.error);
      }
    }).then(
      () => streamEnded(new Error('The call ended before its answer')),
      (error: unknown) => streamEnded(error instanceof Error ? error : new Error(String(error))),
    );
    await peer.setRemoteDescription({ type: 'answer', sdp: await answer });
    return { close, closeAudio };
  } catch (error) {
    close();
    throw error;
  }
}
