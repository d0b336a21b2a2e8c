/**
 * POST /api/chat-media: a recorded or uploaded answer. The media is stored (inline, or in chunks when
 * it exceeds one document), transcribed when a transcriber is configured, and recorded in the chat as a
 * media message whose transcription is the answer Clara hears; without one, the interview goes on with
 * a note (MEDIA_NOTES).
 */
import { log } from '../platform/log';
import { randomUUID } from 'node:crypto';
import {
  INTERVIEW_ERRORS,
  MEDIA_MAX_MB,
  MEDIA_NOTES,
  MEDIA_WARNING_MB,
  defaultMimeType,
  estimateSizeMB,
  nowSeconds,
  parseMediaDataUrl,
  type ChatMediaInput,
  type ChatMessage,
  type ChatResponse,
} from '@clara/domain';
import { transcriber as configuredTranscriber } from '../ai/transcription';
import { TooLargeError, ValidationError } from '@clara/domain/common/failures';
import { assertAcceptsMessages, recordUserMessage } from './chatService';
import { deleteMedia, storeMedia } from './mediaStore';
import { linkMedia, requireSession } from '../sessions/sessions';

export async function sendChatMedia(input: ChatMediaInput): Promise<ChatResponse> {
  const parsed = parseMediaDataUrl(input.mediaData);
  if (!parsed) throw new ValidationError(INTERVIEW_ERRORS.invalidMediaData);
  const sizeMB = estimateSizeMB(parsed.base64);
  if (sizeMB > MEDIA_MAX_MB) throw new TooLargeError(INTERVIEW_ERRORS.mediaTooLarge);
  if (sizeMB > MEDIA_WARNING_MB) log.warn('Large media upload', { sizeMB: Number(sizeMB.toFixed(1)) });

  const located = await requireSession(input.chatSessionId);
  assertAcceptsMessages(located.data);

  const mimeType = input.mimeType || parsed.mimeType || defaultMimeType(input.mediaType);
  const transcriber = configuredTranscriber();
  const heard = transcriber
    ? await transcriber.transcribe({ base64: parsed.base64, mimeType, duration: input.duration })
    : null;
  const transcription = heard?.status === 'ok' ? heard.text : '';

  const mediaId = randomUUID();
  const record = await storeMedia(mediaId, {
    base64: parsed.base64,
    mediaType: input.mediaType,
    mimeType,
    duration: input.duration,
    sizeMB: Math.round(sizeMB * 100) / 100,
    transcription,
    createdAt: nowSeconds(),
  });

  await linkMedia(input.chatSessionId, mediaId);

  const message: ChatMessage = {
    text: transcription || (transcriber ? MEDIA_NOTES.transcriptionFailed : MEDIA_NOTES.noTranscriber),
    type: 'user',
    timestamp: Date.now(),
    mediaType: input.mediaType,
    mediaId,
    transcription,
    mimeType,
    duration: input.duration,
    sizeMB: record.sizeMB,
    isLarge: record.storeMethod === 'chunked',
    storeMethod: record.storeMethod,
    totalChunks: record.totalChunks,
    encoding: 'base64',
  };
  try {
    return { ...(await recordUserMessage(input.chatSessionId, message, located)), mediaId };
  } catch (error) {
    // The message was refused (finished meanwhile, limit reached): do not keep orphaned media.
    await deleteMedia(mediaId).catch((cleanup) => log.error('Could not delete refused media', { error: cleanup }));
    throw error;
  }
}
