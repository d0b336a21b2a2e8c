import type { InterviewFocus, InterviewStatus } from '@clara/domain/interview/session';
import type { PredefinedInterview } from '@clara/domain/interview/predefined';
import type {
  ChatResponse,
  ChatSessionResponse,
  CheckSessionResponse,
  StartSessionResponse,
} from '@clara/domain/interview/api';
import type { CompetencyId } from '@clara/domain/analysis/rubric';
import { api } from '../../platform/api';

/** The interview feature's calls (SPEC §7); response shapes from the shared domain. */
type NewSessionResponse = Pick<StartSessionResponse, 'chatSessionId'> & { newChatSession?: boolean };

export interface MediaUpload {
  mediaData: string;
  mediaType: 'audio' | 'video';
  mimeType: string;
  duration: number;
}

const id = (value: string) => encodeURIComponent(value);

export const interviewApi = {
  checkSession: (code: string, signal?: AbortSignal) =>
    api<CheckSessionResponse>(`/check-session?chatSessionId=${id(code)}`, { signal }),

  getChat: (chatSessionId: string) => api<ChatSessionResponse>(`/chat/${id(chatSessionId)}`),

  sendMessage: (chatSessionId: string, message: string, status: InterviewStatus) =>
    api<ChatResponse>('/chat', { body: { message, chatSessionId, status } }),

  sendMedia: (chatSessionId: string, status: InterviewStatus, media: MediaUpload, timeoutMs: number) =>
    api<ChatResponse>('/chat-media', { body: { ...media, chatSessionId, status }, timeoutMs }),

  analyze: (chatSessionId: string) => api<unknown>('/analyze-chat', { body: { chatSessionId } }),

  predefinedInterviews: () => api<PredefinedInterview[]>('/predefined-interviews'),

  startPredefined: (interview: string) => api<NewSessionResponse>('/start-predefined-interview', { body: { interview } }),

  generateCode: (input: { jobDescription: string; candidateCV: string; interviewFocus: InterviewFocus }) =>
    api<NewSessionResponse>('/generate-code', { body: input }),

  /** `termsVersion`: the /terms disclaimer accepted before this practice (recorded with it). */
  generatePractice: (termsVersion?: string, competency?: CompetencyId) =>
    api<NewSessionResponse>('/generate-practice', { body: { interviewFocus: 'practice', termsVersion, competency } }),

  /** Records the notice accepted on the code-entry screen before a company interview's first message. */
  recordConsent: (chatSessionId: string, version: string) => api<unknown>('/interview-consent', { body: { chatSessionId, version } }),
};
