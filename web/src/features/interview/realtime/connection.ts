/**
 * The browser's side of a real-time voice interview: the microphone, an RTCPeerConnection to OpenAI's
 * Realtime API and its "oai-events" data channel. The SDP offer goes to the Realtime API's WebRTC endpoint
 * (`callsUrl`, from POST /api/realtime-session) with the short-lived client secret as bearer; the API key
 * never reaches the browser. Clara's voice (the remote track) plays through an audio element.
 */
import type { RealtimeSessionResponse } from '@clara/domain/interview/responses';
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
  close(): void;
}

export interface RealtimeCallbacks {
  /** The events channel is open: the conversation can start. */
  onOpen(): void;
  onEvent(event: RealtimeServerEvent): void;
  /** The connection broke or closed from the other side. */
  onClosed(): void;
}

/** Connects; throws when the microphone is refused or the API refuses the offer (nothing is left open). */
export async function connectRealtime(
  session: Pick<RealtimeSessionResponse, 'clientSecret' | 'callsUrl'>,
  callbacks: RealtimeCallbacks,
): Promise<RealtimeLink> {
  const microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  const peer = new RTCPeerConnection();
  const audio = new Audio();
  audio.autoplay = true;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    peer.close();
    for (const track of microphone.getTracks()) track.stop();
    audio.srcObject = null;
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
      close();
      callbacks.onClosed();
    };
    channel.addEventListener('close', ended);
    peer.addEventListener('connectionstatechange', () => {
      if (peer.connectionState === 'failed' || peer.connectionState === 'closed') ended();
    });
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    const response = await fetch(session.callsUrl, {
      method: 'POST',
      body: offer.sdp,
      headers: { Authorization: `Bearer ${session.clientSecret}`, 'Content-Type': 'application/sdp' },
    });
    if (!response.ok) throw new Error(`Realtime call refused: ${response.status}`);
    await peer.setRemoteDescription({ type: 'answer', sdp: await response.text() });
    return { close };
  } catch (error) {
    close();
    throw error;
  }
}
