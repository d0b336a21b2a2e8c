import { log } from '../platform/log';
import type { SpeechClient } from '@google-cloud/speech';
import { SPEECH_LANGUAGE } from '@clara/domain';
import { config } from '../platform/config';

/**
 * Transcription of recorded answers with `@google-cloud/speech` (v1 `recognize`, es-ES). On only when Google
 * credentials are configured (GOOGLE_APPLICATION_CREDENTIALS), or when CLARA_SPEECH_API_ENDPOINT points at
 * a Speech-compatible REST server (tests use a fake on 127.0.0.1: the real SDK then speaks HTTP/1.1 REST
 * without Google credentials). The SDK is imported on first use.
 */
export interface TranscriptionInput {
  /** Base64 without the data-URL prefix. */
  base64: string;
  mimeType: string;
  /** Seconds (0 when unknown). */
  duration: number;
}

export type TranscriptionResult =
  | { status: 'ok'; text: string }
  /** The format or size cannot be transcribed, or nothing was recognised, or the service failed. */
  | { status: 'failed'; reason: string };

export interface Transcriber {
  transcribe(input: TranscriptionInput): Promise<TranscriptionResult>;
}

/** Google's synchronous recognition takes inline audio up to 10 MB and about one minute. */
const MAX_INLINE_BYTES = 10 * 1024 * 1024;
const SYNC_MAX_SECONDS = 55;
const TRANSCRIPTION_TIMEOUT_MS = 60_000;

export function transcriptionConfigured(): boolean {
  return Boolean(config.speech.endpoint() || config.speech.googleCredentials());
}

/** Google Speech-to-Text when configured, else null (`ai/transcription.ts` picks between it and OpenAI). */
export function speechTranscriber(): Transcriber | null {
  return transcriptionConfigured() ? googleSpeech : null;
}

type Encoding = 'LINEAR16' | 'FLAC' | 'OGG_OPUS' | 'MP3' | 'WEBM_OPUS' | 'ENCODING_UNSPECIFIED';

/** The recognition config for a MIME type; null for containers Speech v1 cannot read (mp4, m4a, quicktime). */
export function recognitionConfigFor(mimeType: string): { encoding: Encoding; sampleRateHertz?: number } | null {
  const mime = (mimeType.toLowerCase().split(';')[0] ?? '').trim();
  if (mime === 'audio/webm' || mime === 'video/webm') return { encoding: 'WEBM_OPUS', sampleRateHertz: 48_000 };
  if (mime === 'audio/ogg' || mime === 'audio/opus') return { encoding: 'OGG_OPUS', sampleRateHertz: 48_000 };
  // WAV and FLAC carry their sample rate and encoding in the header.
  if (['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'].includes(mime)) return { encoding: 'LINEAR16' };
  if (mime === 'audio/flac' || mime === 'audio/x-flac') return { encoding: 'FLAC' };
  if (mime === 'audio/mpeg' || mime === 'audio/mp3') return { encoding: 'MP3', sampleRateHertz: 44_100 };
  return null;
}

let client: Promise<SpeechClient> | undefined;

async function speechClient(): Promise<SpeechClient> {
  client ??= import('@google-cloud/speech').then((module) => {
    const Client = (module.SpeechClient ??
      (module as unknown as { default: typeof module }).default.SpeechClient) as typeof SpeechClient;
    const endpoint = config.speech.endpoint();
    if (!endpoint) return new Client();
    const url = new URL(endpoint);
    return new Client({
      fallback: true,
      protocol: url.protocol.replace(':', ''),
      apiEndpoint: url.hostname,
      port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      // A Speech-compatible server of our own needs no Google token: plain fetch.
      authClient: {
        fetch: (target: string, init: RequestInit) =>
          fetch(target, { method: init.method, headers: init.headers, body: init.body, signal: init.signal }),
        getRequestHeaders: async () => new Headers(),
      },
    } as unknown as ConstructorParameters<typeof SpeechClient>[0]);
  });
  return client;
}

/** For tests that change CLARA_SPEECH_API_ENDPOINT. */
export function resetSpeechClient(): void {
  client = undefined;
}

const googleSpeech: Transcriber = {
  async transcribe(input) {
    const config = recognitionConfigFor(input.mimeType);
    if (!config) return { status: 'failed', reason: `formato ${input.mimeType} no admitido para transcripción` };
    if (input.base64.length * 0.75 > MAX_INLINE_BYTES)
      return { status: 'failed', reason: 'grabación demasiado grande para transcribir' };
    const request = {
      config: { ...config, languageCode: SPEECH_LANGUAGE, enableAutomaticPunctuation: true },
      audio: { content: input.base64 },
    };
    try {
      const speech = await speechClient();
      const results =
        input.duration > SYNC_MAX_SECONDS
          ? (await (await speech.longRunningRecognize(request, { timeout: TRANSCRIPTION_TIMEOUT_MS }))[0].promise())[0]
              .results
          : (await speech.recognize(request, { timeout: TRANSCRIPTION_TIMEOUT_MS }))[0].results;
      const text = (results ?? [])
        .map((result) => result.alternatives?.[0]?.transcript?.trim() ?? '')
        .filter(Boolean)
        .join(' ')
        .trim();
      return text ? { status: 'ok', text } : { status: 'failed', reason: 'no se reconoció voz en la grabación' };
    } catch (error) {
      log.error('Transcription failed', { error });
      return { status: 'failed', reason: 'el servicio de transcripción falló' };
    }
  },
};
