import { openAiEnabled } from './openai';
import { openAiTranscriber } from './openaiTranscription';
import { speechTranscriber, type Transcriber } from './speech';

/**
 * Which service transcribes recorded answers: OpenAI's transcription when OPENAI_API_KEY is set (the same
 * key as the rest of the AI), else Google Speech-to-Text when its credentials (or CLARA_SPEECH_API_ENDPOINT)
 * are set, else none: the interview goes on with a note (MEDIA_NOTES.noTranscriber).
 */
export function transcriber(): Transcriber | null {
  if (openAiEnabled()) return openAiTranscriber;
  return speechTranscriber();
}
