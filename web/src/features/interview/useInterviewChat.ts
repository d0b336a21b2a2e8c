import { useEffect, useRef, useState } from 'react';
import type { ClientAnswerInput } from '@clara/domain/chat/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '@clara/domain/interview/api';
import type { InterviewStatus } from '@clara/domain/interview/session';
import { ANALYSIS_COUNTDOWN_SECONDS } from '@clara/domain/constants';
import { useChatSession } from '../../ui/chat/useChatSession';
import { interviewApi, type MediaUpload } from './api';
import {
  errorNote,
  failureNotes,
  hasAnalysis,
  loadConversation,
  loadFailure,
  mediaPlaceholder,
  replyTimestamp,
  withAnswer,
  type InterviewConversation,
  type ViewMessage,
} from './conversation';
import { uploadTimeoutMs } from './media/data';
import { interviewQueries } from './queries';
import { displayText, endsInterview, isChatClosed, lastSystemMessage } from './rules/messages';
import { sendStreamed } from './stream';
import { reportError } from '../../platform/log';

export type LoadState = 'loading' | 'ready' | 'notFound' | 'error';
export type AnalysisPhase = 'idle' | 'countdown' | 'analysing' | 'done' | 'error';

export interface InterviewChat {
  code: string;
  load: LoadState;
  /** Why the conversation could not be loaded (load 'error'). */
  loadError: string;
  history: ViewMessage[];
  status: InterviewStatus;
  isPractice: boolean;
  hasAnalysis: boolean;
  /** The server can hold a real-time voice interview (issue 22). */
  realtime: boolean;
  sending: boolean;
  /** The input is replaced by the end-of-interview actions: finished, or being analysed. */
  closed: boolean;
  /** Timestamp of Clara's reply to show with the typewriter (a reply that just arrived), or null. */
  typeTimestamp: number | null;
  /** Clara's reply so far while it streams (OpenAI path), else null. */
  streamingText: string | null;
  /** The last reply that arrived streamed, once stored (it is not typed out again). */
  streamedReply: { timestamp: number; text: string } | null;
  analysisPhase: AnalysisPhase;
  /** Seconds left of the analysis countdown (SPEC §4). */
  countdown: number;
  /** Sends a text; false (nothing sent) when blank, while a message is on its way, or once finished. */
  /** Sends a typed or dictated answer, with how it was written (integrity signals) when the composer knows. */
  sendText(text: string, input?: ClientAnswerInput): boolean;
  /** Sends a recording or file: its placeholder shows until Clara answers. */
  sendMedia(media: MediaUpload): boolean;
  /** Shows an error-styled note in the conversation (e.g. a file that could not be read). */
  noteError(text: string): void;
  /** 'Analizar Entrevista': the 3-second countdown while the analysis runs, then the conversation again. */
  analyze(): void;
  reload(): void;
}

/**
 * The interview chat of one code (the shared chat-session hook): SPEC §4's session, SPEC §8's failures as
 * error-styled messages, the closing marker's refetch, the typewriter and the analysis. `animateLast`: a
 * session created just now, whose greeting is typed out.
 */
export function useInterviewChat(code: string, { animateLast = false } = {}): InterviewChat {
  const client = useQueryClient();
  const queryKey = interviewQueries.chatKey(code);
  // 'greeting': the last reply of the first load, once it is there.
  const [typed, setTyped] = useState<number | null | 'greeting'>(animateLast ? 'greeting' : null);
  // A streamed reply shows as it comes, and is not typed out again once stored.
  const [streaming, setStreaming] = useState<{ since: number; text: string } | null>(null);
  const [streamedReply, setStreamedReply] = useState<InterviewChat['streamedReply']>(null);
  const streamedText = useRef('');

  /** A text answer: its reply streamed where the configuration allows (OpenAI path), else POST /api/chat. */
  const sendAnswer = async (text: string, status: InterviewStatus, input?: ClientAnswerInput) => {
    const since = Date.now();
    streamedText.current = '';
    const answer = await sendStreamed(
      code,
      text,
      status,
      (partial) => {
        streamedText.current = partial;
        setStreaming({ since, text: partial });
      },
      input,
    );
    if (answer) return answer;
    return input ? interviewApi.sendMessage(code, text, status, input) : interviewApi.sendMessage(code, text, status);
  };

  const session = useChatSession<InterviewConversation, ChatResponse>({
    queryKey,
    load: () => loadConversation(code),
    history: (conversation) => conversation.chatHistory,
    active: (conversation) => !isChatClosed(conversation.chatHistory, conversation.status),
    send: (text, conversation) => sendAnswer(text, conversation.status),
    withReply: (conversation, _sent, answer) => withAnswer(conversation, answer),
    onReply: (answer) => {
      const wasStreamed = streamedText.current !== '';
      streamedText.current = '';
      setStreaming(null);
      const reply = lastSystemMessage(answer.chatHistory);
      setStreamedReply(wasStreamed && reply ? { timestamp: reply.timestamp, text: displayText(reply) } : null);
      setTyped(wasStreamed ? null : replyTimestamp(answer.chatHistory));
      // SPEC §4: the closing marker makes the client read the finished session again.
      if (endsInterview(answer.chatHistory)) void client.invalidateQueries({ queryKey });
    },
    // SPEC §8: the failure is only logged; the person sees an error-styled message.
    onSendError: (error, message) => {
      streamedText.current = '';
      setStreaming(null);
      reportError(message.mediaType ? 'Error al enviar el contenido multimedia' : 'Error al enviar el mensaje', error);
    },
    failureNotes,
  });

  const [countdown, setCountdown] = useState(0);
  useEffect(() => {
    if (countdown <= 0) return;
    const tick = setTimeout(() => setCountdown((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [countdown]);
  const analysis = useMutation({
    mutationFn: () => interviewApi.analyze(code),
    // SPEC §4: after the analysis the history is read again (the mutation ends once it is).
    onSuccess: () => client.invalidateQueries({ queryKey }),
    onError: (error) => reportError('Error al analizar la entrevista', error),
  });
  const analysisPhase: AnalysisPhase =
    countdown > 0
      ? 'countdown'
      : analysis.isPending
        ? 'analysing'
        : analysis.isError
          ? 'error'
          : analysis.isSuccess
            ? 'done'
            : 'idle';
  const analysing = analysisPhase === 'countdown' || analysisPhase === 'analysing';

  const conversation = session.data;
  const failure = session.status === 'failed' ? loadFailure(session.error) : null;
  const history: ViewMessage[] = streaming
    ? [
        ...session.history,
        { text: streaming.text, type: 'system', timestamp: streaming.since, local: true, streaming: true },
      ]
    : session.history;
  const status = conversation?.status ?? 'Not Started';
  return {
    code,
    load: session.status === 'ready' ? 'ready' : failure ? (failure.notFound ? 'notFound' : 'error') : 'loading',
    loadError: failure?.text ?? '',
    history,
    status,
    isPractice: conversation?.isPractice !== false,
    realtime: conversation?.realtime === true,
    hasAnalysis: Boolean(conversation && hasAnalysis(conversation)) || analysis.isSuccess,
    sending: session.sending,
    closed: isChatClosed(history, status) || analysing,
    typeTimestamp: typed === 'greeting' ? replyTimestamp(conversation?.chatHistory ?? []) : typed,
    streamingText: streaming?.text ?? null,
    streamedReply,
    analysisPhase,
    countdown,
    sendText: (text, input) =>
      input && text.trim()
        ? session.sendWith({ text: text.trim(), type: 'user', timestamp: Date.now() }, (current) =>
            sendAnswer(text, current.status, input),
          )
        : session.send(text),
    sendMedia: (media) =>
      session.sendWith(mediaPlaceholder(media), (current) =>
        interviewApi.sendMedia(code, current.status, media, uploadTimeoutMs(media.mediaData)),
      ),
    noteError: (text) => session.note(errorNote(text)),
    analyze: () => {
      if (analysing) return;
      setCountdown(ANALYSIS_COUNTDOWN_SECONDS);
      analysis.mutate();
    },
    reload: session.reload,
  };
}
