import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useFakeOpenAi } from './testing/fakeOpenAi';
import { openAiTranscriber, uploadExtensionFor } from './openaiTranscription';
import { transcriber } from './transcription';

const wav = readFileSync(new URL('../../../tests/fixtures/audio/respuesta-es.wav', import.meta.url));
const fake = useFakeOpenAi();

describe('transcription of recorded answers', () => {
  it('is OpenAI with the key, else Google with its credentials, else none', () => {
    expect(transcriber()).toBe(openAiTranscriber);
    delete process.env.OPENAI_API_KEY;
    delete process.env.CLARA_SPEECH_API_ENDPOINT;
    delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
    expect(transcriber()).toBeNull();
    process.env.GOOGLE_APPLICATION_CREDENTIALS = '/ruta/credenciales.json';
    expect(transcriber()).not.toBeNull();
    expect(transcriber()).not.toBe(openAiTranscriber);
  });

  it('uploads the recording as multipart in Spanish and answers the text', async () => {
    fake().transcribe = () => ({ text: '  Trabajé tres años\ncomo analista. ' });
    const result = await openAiTranscriber.transcribe({
      base64: wav.toString('base64'),
      mimeType: 'audio/wav',
      duration: 6,
    });
    expect(result).toEqual({ status: 'ok', text: 'Trabajé tres años como analista.' });
    const upload = fake().transcriptions[0]!;
    expect(upload).toMatchObject({ model: 'gpt-4o-mini-transcribe', language: 'es', fileType: 'audio/wav' });
    expect(upload.bytes.equals(wav)).toBe(true);
  });

  it('fails (the interview goes on with a note) on silence, a refused file or a format it cannot read', async () => {
    fake().transcribe = () => ({ text: '' });
    const input = { base64: wav.toString('base64'), mimeType: 'audio/wav', duration: 6 };
    expect((await openAiTranscriber.transcribe(input)).status).toBe('failed');
    fake().transcribe = () => ({ status: 500 });
    expect(await openAiTranscriber.transcribe(input)).toEqual({
      status: 'failed',
      reason: 'el servicio de transcripción falló',
    });
    const sent = fake().transcriptions.length;
    expect((await openAiTranscriber.transcribe({ ...input, mimeType: 'video/quicktime' })).status).toBe('failed');
    expect(fake().transcriptions).toHaveLength(sent);
    expect(uploadExtensionFor('audio/mp4')).toBe('m4a');
    expect(uploadExtensionFor('audio/webm;codecs=opus')).toBe('webm');
  });
});
