import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recognitionConfigFor, resetSpeechClient, speechTranscriber, transcriptionConfigured } from './speech';

/**
 * The real @google-cloud/speech SDK (its HTTP/1.1 REST transport) against a fake Speech server on
 * 127.0.0.1, selected by CLARA_SPEECH_API_ENDPOINT.
 */
interface Seen {
  url: string;
  body: { config: Record<string, unknown>; audio: { content: string } };
}
let server: Server;
let endpoint = '';
const seen: Seen[] = [];
let answer: (seen: Seen) => { status: number; body: unknown } = () => ({ status: 200, body: {} });
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const entry = { url: req.url ?? '', body: JSON.parse(raw || '{}') };
      seen.push(entry);
      const { status, body } = answer(entry);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  process.env = saved;
  resetSpeechClient();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
  process.env.CLARA_SPEECH_API_ENDPOINT = endpoint;
  resetSpeechClient();
  seen.length = 0;
});

const recognized = (...transcripts: string[]) => ({
  status: 200,
  body: { results: transcripts.map((transcript) => ({ alternatives: [{ transcript, confidence: 0.92 }] })) },
});

describe('the speech transcription adapter', () => {
  it('is off without Google credentials or a Speech endpoint', () => {
    delete process.env.CLARA_SPEECH_API_ENDPOINT;
    expect(transcriptionConfigured()).toBe(false);
    expect(speechTranscriber()).toBeNull();
    process.env.GOOGLE_APPLICATION_CREDENTIALS = '/ruta/credenciales.json';
    expect(speechTranscriber()).not.toBeNull();
  });

  it('sends recognize in es-ES with the encoding of the MIME type and joins the results', async () => {
    answer = () => recognized('Hola, soy Ana.', 'Trabajé cinco años en soporte.');
    const result = await speechTranscriber()!.transcribe({
      base64: 'GkXfo59ChoEBQveBAULygQ==',
      mimeType: 'audio/webm;codecs=opus',
      duration: 12,
    });
    expect(result).toEqual({ status: 'ok', text: 'Hola, soy Ana. Trabajé cinco años en soporte.' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toMatch(/^\/v1\/speech:recognize/);
    expect(seen[0]?.body.audio.content).toBe('GkXfo59ChoEBQveBAULygQ==');
    // WEBM_OPUS = 9 (the REST transport sends enums as numbers).
    expect(seen[0]?.body.config).toMatchObject({ languageCode: 'es-ES', encoding: 9, sampleRateHertz: 48000 });
  });

  it('uses long-running recognition for recordings over a minute', async () => {
    answer = (request) =>
      request.url.includes('longrunningrecognize')
        ? {
            status: 200,
            body: {
              name: 'operations/1',
              done: true,
              response: {
                '@type': 'type.googleapis.com/google.cloud.speech.v1.LongRunningRecognizeResponse',
                results: [{ alternatives: [{ transcript: 'Respuesta larga.' }] }],
              },
            },
          }
        : { status: 404, body: {} };
    const result = await speechTranscriber()!.transcribe({ base64: 'UklGRg==', mimeType: 'audio/wav', duration: 90 });
    expect(result).toEqual({ status: 'ok', text: 'Respuesta larga.' });
    expect(seen[0]?.url).toMatch(/^\/v1\/speech:longrunningrecognize/);
  });

  it('reports a failure when nothing was recognised or the service fails', async () => {
    answer = () => ({ status: 200, body: { results: [] } });
    expect((await speechTranscriber()!.transcribe({ base64: 'AAAA', mimeType: 'audio/ogg', duration: 3 })).status).toBe(
      'failed',
    );
    answer = () => ({ status: 500, body: { error: { code: 13, message: 'interno', status: 'INTERNAL' } } });
    expect(await speechTranscriber()!.transcribe({ base64: 'AAAA', mimeType: 'audio/webm', duration: 3 })).toEqual({
      status: 'failed',
      reason: 'el servicio de transcripción falló',
    });
  });

  it('does not send formats Speech v1 cannot read', async () => {
    const result = await speechTranscriber()!.transcribe({ base64: 'AAAA', mimeType: 'video/mp4', duration: 3 });
    expect(result.status).toBe('failed');
    expect(seen).toHaveLength(0);
    expect(recognitionConfigFor('audio/x-m4a')).toBeNull();
    expect(recognitionConfigFor('audio/flac')).toEqual({ encoding: 'FLAC' });
  });
});
