import { log } from '../platform/log';
import { SPEECH_LANGUAGE } from '@clara/domain';
import { config } from '../platform/config';
import { openAiClient } from './openai';
import type { Transcriber } from './speech';

/**
 * Transcription of recorded answers with OpenAI's transcription endpoint (`POST /v1/audio/transcriptions`,
 * multipart), with the same key and base URL as the rest of the AI, in Spanish. The model is the
 * OPENAI_TRANSCRIBE_MODEL param.
 */

/** The endpoint takes files up to 25 MB. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const TRANSCRIPTION_TIMEOUT_MS = 60_000;

/** The file extension the endpoint recognises the format by; null for what it cannot read (QuickTime…). */
export function uploadExtensionFor(mimeType: string): string | null {
  const mime = (mimeType.toLowerCase().split(';')[0] ?? '').trim();
  const known: Record<string, string> = {
    'audio/webm': 'webm',
    'video/webm': 'webm',
    'audio/ogg': 'ogg',
    'audio/opus': 'ogg',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/wave': 'wav',
    'audio/vnd.wave': 'wav',
    'audio/flac': 'flac',
    'audio/x-flac': 'flac',
    'audio/mpeg': 'mp3',
    'audio/mp3': 'mp3',
    'audio/mp4': 'm4a',
    'audio/m4a': 'm4a',
    'audio/x-m4a': 'm4a',
    'video/mp4': 'mp4',
  };
  return known[mime] ?? null;
}

/** ISO-639-1, as the endpoint wants it ('es' from es-ES). */
const LANGUAGE = SPEECH_LANGUAGE.split('-')[0]!;

export const openAiTranscriber: Transcriber = {
  async transcribe(input) {
    const extension = uploadExtensionFor(input.mimeType);
    if (!extension) return { status: 'failed', reason: `formato ${input.mimeType} no admitido para transcripción` };
    const bytes = Buffer.from(input.base64, 'base64');
    if (bytes.length > MAX_UPLOAD_BYTES)
      return { status: 'failed', reason: 'grabación demasiado grande para transcribir' };
    try {
      const [openai, { toFile }] = await Promise.all([openAiClient(), import('openai')]);
      const file = await toFile(bytes, `respuesta.${extension}`, { type: input.mimeType.split(';')[0] });
      const result = await openai.audio.transcriptions.create(
        { file, model: config.openAi.transcriptionModel(), language: LANGUAGE, response_format: 'json' },
        { timeout: TRANSCRIPTION_TIMEOUT_MS },
      );
      const text = (result.text ?? '').replace(/\s+/g, ' ').trim();
      return text ? { status: 'ok', text } : { status: 'failed', reason: 'no se reconoció voz en la grabación' };
    } catch (error) {
      log.error('OpenAI transcription failed', { error });
      return { status: 'failed', reason: 'el servicio de transcripción falló' };
    }
  },
};
