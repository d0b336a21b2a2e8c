import { create } from 'zustand';
import type { ChatMessage, InterviewStatus } from '@clara/domain/interview/session';
import { ANALYSIS_COUNTDOWN_SECONDS } from '@clara/domain/constants';
import { ApiRequestError } from '../../platform/api';
import { rememberPractice } from '../../platform/practiceHistory';
import { interviewApi, type MediaUpload } from './api';
import { CHAT_TEXTS, endsInterview, hasAnalysisValue, isChatClosed, lastSystemMessage } from './rules/messages';
import { uploadErrorText } from './media/texts';
import { uploadTimeoutMs } from './media/data';

/** A message as the chat view holds it: the server's, or a local one (optimistic or an error note). */
export type ViewMessage = ChatMessage & { pending?: boolean; local?: boolean };

export type LoadState = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';
export type AnalysisPhase = 'idle' | 'countdown' | 'analysing' | 'done' | 'error';

interface ChatState {
  sessionId: string | null;
  history: ViewMessage[];
  status: InterviewStatus;
  isPractice: boolean;
  hasAnalysis: boolean;
  load: LoadState;
  loadError: string;
  sending: boolean;
  analysisPhase: AnalysisPhase;
  countdown: number;
  /** Timestamp of Clara's reply to show with the typewriter (a reply that just arrived). */
  typeTimestamp: number | null;
  open(sessionId: string, options?: { animateLast?: boolean }): Promise<void>;
  refetch(): Promise<void>;
  sendText(text: string): Promise<void>;
  sendMedia(media: MediaUpload): Promise<void>;
  appendLocal(text: string, isError?: boolean): void;
  analyze(): Promise<void>;
  reset(): void;
}

const initial = {
  sessionId: null,
  history: [] as ViewMessage[],
  status: 'Not Started' as InterviewStatus,
  isPractice: true,
  hasAnalysis: false,
  load: 'idle' as LoadState,
  loadError: '',
  sending: false,
  analysisPhase: 'idle' as AnalysisPhase,
  countdown: 0,
  typeTimestamp: null,
};

/** "Mi práctica": a finished practice is remembered on this device (its page fills in the rest from its code). */
function rememberIfFinished(sessionId: string, session: { isPractice?: boolean; status?: InterviewStatus }): void {
  if (session.isPractice !== false && session.status === 'Finished') rememberPractice({ code: sessionId });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const localMessage = (text: string, type: 'user' | 'system', extra: Partial<ViewMessage> = {}): ViewMessage => ({
  text,
  type,
  timestamp: Date.now(),
  local: true,
  ...extra,
});

/** The typewriter plays on Clara's reply when the answer ends with one. */
function replyTimestamp(history: readonly ChatMessage[]): number | null {
  const last = history[history.length - 1];
  return last && last.type === 'system' ? last.timestamp : null;
}

export const useChatStore = create<ChatState>()((set, get) => {
  const isCurrent = (sessionId: string) => get().sessionId === sessionId;

  /** After an answer: the new history; the marker makes the client refetch (SPEC §4). */
  async function applyAnswer(sessionId: string, answer: { chatHistory?: ChatMessage[]; status?: InterviewStatus }) {
    if (!isCurrent(sessionId)) return;
    const chatHistory = answer.chatHistory ?? [];
    set((state) => ({
      history: chatHistory,
      status: answer.status ?? (state.status === 'Not Started' ? 'In progress' : state.status),
      typeTimestamp: replyTimestamp(chatHistory),
    }));
    if (endsInterview(chatHistory)) await get().refetch();
  }

  return {
    ...initial,

    async open(sessionId, options = {}) {
      const current = get();
      if (current.sessionId === sessionId && (current.load === 'loading' || current.load === 'ready')) return;
      set({ ...initial, sessionId, load: 'loading' });
      try {
        const session = await interviewApi.getChat(sessionId);
        if (!isCurrent(sessionId)) return;
        rememberIfFinished(sessionId, session);
        const history = session.chatHistory ?? [];
        set({
          history,
          status: session.status ?? 'Not Started',
          isPractice: session.isPractice !== false,
          hasAnalysis: Boolean(session.hasAnalysis) || hasAnalysisValue(session.analysis),
          load: 'ready',
          typeTimestamp: options.animateLast ? replyTimestamp(history) : null,
        });
      } catch (error) {
        if (!isCurrent(sessionId)) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        set({
          load: notFound ? 'notFound' : 'error',
          loadError:
            error instanceof ApiRequestError && error.status !== 0 ? error.message : CHAT_TEXTS.connectionProblem,
        });
      }
    },

    async refetch() {
      const { sessionId } = get();
      if (!sessionId) return;
      try {
        const session = await interviewApi.getChat(sessionId);
        if (!isCurrent(sessionId)) return;
        rememberIfFinished(sessionId, session);
        set({
          history: session.chatHistory ?? [],
          status: session.status ?? get().status,
          isPractice: session.isPractice !== false,
          hasAnalysis: get().hasAnalysis || Boolean(session.hasAnalysis) || hasAnalysisValue(session.analysis),
        });
      } catch (error) {
        console.error('No se pudo actualizar el historial de la entrevista', error);
      }
    },

    async sendText(raw) {
      const text = raw.trim();
      const { sessionId, sending, history, status } = get();
      if (!sessionId || sending || !text || isChatClosed(history, status)) return;
      set({ sending: true, history: [...history, localMessage(text, 'user')] });
      try {
        const answer = await interviewApi.sendMessage(sessionId, text, status);
        await applyAnswer(sessionId, answer);
      } catch (error) {
        // SPEC §8: the failure is only logged; the person sees an error-styled message.
        console.error('Error al enviar el mensaje', error);
        if (!isCurrent(sessionId)) return;
        const clientError = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
        get().appendLocal(clientError ? (error as ApiRequestError).message : CHAT_TEXTS.connectionProblem, true);
        if (clientError && (error as ApiRequestError).status === 409) await get().refetch();
      } finally {
        if (isCurrent(sessionId)) set({ sending: false });
      }
    },

    async sendMedia(media) {
      const { sessionId, sending, history, status } = get();
      if (!sessionId || sending || isChatClosed(history, status)) return;
      const placeholder = localMessage('', 'user', {
        pending: true,
        mediaType: media.mediaType,
        mimeType: media.mimeType,
        duration: media.duration,
      });
      set({ sending: true, history: [...history, placeholder] });
      try {
        const answer = await interviewApi.sendMedia(sessionId, status, media, uploadTimeoutMs(media.mediaData));
        await applyAnswer(sessionId, answer);
      } catch (error) {
        console.error('Error al enviar el contenido multimedia', error);
        if (!isCurrent(sessionId)) return;
        const status = error instanceof ApiRequestError ? error.status : 0;
        const detail = error instanceof ApiRequestError ? error.message : undefined;
        set((state) => ({ history: state.history.filter((message) => message !== placeholder) }));
        get().appendLocal(uploadErrorText(status, detail), true);
      } finally {
        if (isCurrent(sessionId)) set({ sending: false });
      }
    },

    appendLocal(text, isError = false) {
      set((state) => ({ history: [...state.history, localMessage(text, 'system', { isError })] }));
    },

    async analyze() {
      const { sessionId, analysisPhase } = get();
      if (!sessionId || analysisPhase === 'countdown' || analysisPhase === 'analysing') return;
      set({ analysisPhase: 'countdown', countdown: ANALYSIS_COUNTDOWN_SECONDS });
      const countdown = (async () => {
        for (let left = ANALYSIS_COUNTDOWN_SECONDS; left > 0; left -= 1) {
          if (isCurrent(sessionId)) set({ countdown: left });
          await sleep(1000);
        }
        if (isCurrent(sessionId)) set({ countdown: 0, analysisPhase: 'analysing' });
      })();
      try {
        await Promise.all([countdown, interviewApi.analyze(sessionId)]);
        if (!isCurrent(sessionId)) return;
        await get().refetch();
        set({ hasAnalysis: true, analysisPhase: 'done' });
      } catch (error) {
        console.error('Error al analizar la entrevista', error);
        await countdown;
        if (isCurrent(sessionId)) set({ analysisPhase: 'error' });
      }
    },

    reset() {
      set({ ...initial });
    },
  };
});

/** Derived flags the view needs. */
export function chatFlags(state: Pick<ChatState, 'history' | 'status'>) {
  const closed = isChatClosed(state.history, state.status);
  return { closed, lastReply: lastSystemMessage(state.history) };
}
