import { stripInvisible } from '@clara/domain/common/invisible';
import { type InterviewStatus } from '@clara/domain/interview/session';
import { type ChatMessage, hasDisableMarker, stripDisableMarker } from '@clara/domain/chat/messages';
import { ANALYSIS_TEXTS } from '@clara/domain/analysis/texts';

/** The text a person sees: the disable-chat marker is never displayed (DECISIONS.md). */
export function displayText(message: Pick<ChatMessage, 'text'>): string {
  return stripInvisible(stripDisableMarker(message.text ?? ''));
}

export function lastSystemMessage(history: readonly ChatMessage[]): ChatMessage | undefined {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const message = history[i];
    if (message?.type === 'system') return message;
  }
  return undefined;
}

/** SPEC §4: finished when the status says so or Clara's last message carries the marker. */
export function isChatClosed(history: readonly ChatMessage[], status: InterviewStatus | undefined): boolean {
  if (status === 'Finished') return true;
  const last = lastSystemMessage(history);
  return Boolean(last && hasDisableMarker(last.text ?? ''));
}

/** True when the answer of a send carries the marker: the client then refetches the history. */
export function endsInterview(history: readonly ChatMessage[]): boolean {
  const last = lastSystemMessage(history);
  return Boolean(last && hasDisableMarker(last.text ?? ''));
}

/** SPEC §5: empty or whitespace-only messages are not sent. */
export function canSend(text: string, loading: boolean): boolean {
  return !loading && text.trim().length > 0;
}

/** An analysis is present when the session carries a non-empty object or text. */
export function hasAnalysisValue(analysis: unknown): boolean {
  if (analysis === null || analysis === undefined) return false;
  if (typeof analysis === 'string') return analysis.trim().length > 0;
  if (typeof analysis === 'object') return Object.keys(analysis as object).length > 0;
  return false;
}

export const CHAT_TEXTS = {
  connectionProblem: 'Problema de conexión',
  analysing: ANALYSIS_TEXTS.analysing,
  concluded: ANALYSIS_TEXTS.concluded,
  sessionCreationFailed: 'Error al crear la sesión. Por favor, intenta de nuevo más tarde.',
  predefinedListFailed: 'No se pudieron cargar las entrevistas predefinidas. Por favor, intenta de nuevo más tarde.',
  predefinedStartFailed: 'No se pudo iniciar la entrevista. Por favor, intenta de nuevo más tarde.',
  analysisFailed: 'No se pudo analizar la entrevista. Por favor, intenta de nuevo.',
} as const;
