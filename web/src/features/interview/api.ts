import type { InterviewFocus, InterviewStatus } from '@clara/domain/interview/session';
import type { ClientAnswerInput } from '@clara/domain/chat/messages';
import type { RouteBody } from '@clara/domain/common/route';
import type { aiNoticeRoute, generatePracticeRoute, interviewConsentRoute } from '@clara/domain/interview/routes';
import type { CompetencyId } from '@clara/domain/analysis/rubric';
import type { AccommodationKind } from '@clara/domain/interview/accommodations';
import { callApi, downloadFile } from '../../platform/api';

/**
 * The interview feature's calls (SPEC §7), through the routes of domain/src/interview/routes.ts. The route
 * definitions (with their schemas, and so zod) load on the first call, not with the page.
 */
const routes = () => import('@clara/domain/interview/routes');

export interface MediaUpload {
  mediaData: string;
  mediaType: 'audio' | 'video';
  mimeType: string;
  duration: number;
}

export const interviewApi = {
  checkSession: async (code: string, signal?: AbortSignal) =>
    callApi((await routes()).checkSessionRoute, { query: { chatSessionId: code }, signal }),

  getChat: async (chatSessionId: string) => callApi((await routes()).chatSessionRoute, { params: { chatSessionId } }),

  sendMessage: async (chatSessionId: string, message: string, status: InterviewStatus, input?: ClientAnswerInput) =>
    callApi((await routes()).chatRoute, { body: { message, chatSessionId, status, ...(input ? { input } : {}) } }),

  sendMedia: async (chatSessionId: string, status: InterviewStatus, media: MediaUpload, timeoutMs: number) =>
    callApi((await routes()).chatMediaRoute, { body: { ...media, chatSessionId, status }, timeoutMs }),

  analyze: async (chatSessionId: string) => callApi((await routes()).analyzeChatRoute, { body: { chatSessionId } }),

  /** Issue 31, real-time voice: the candidate's hang-up (the call itself is realtime/connection.ts's). */
  realtimeEnd: async (chatSessionId: string) => callApi((await routes()).realtimeEndRoute, { body: { chatSessionId } }),

  predefinedInterviews: async () => callApi((await routes()).predefinedInterviewsRoute),

  startPredefined: async (interview: string) =>
    callApi((await routes()).startPredefinedInterviewRoute, { body: { interview } }),

  generateCode: async (input: { jobDescription: string; candidateCV: string; interviewFocus: InterviewFocus }) =>
    callApi((await routes()).generateCodeRoute, { body: input }),

  /** `termsVersion`: the /terms disclaimer accepted before this practice (recorded with it). */
  /** `competency`: "Practica otra vez" on the analysis page, a practice focused on it (issue 12). */
  generatePractice: async (termsVersion?: string, competency?: CompetencyId) =>
    callApi((await routes()).generatePracticeRoute, {
      // From the navigation state: the server refuses a version that is not the current one.
      body: {
        interviewFocus: 'practice',
        termsVersion: termsVersion as RouteBody<typeof generatePracticeRoute>['termsVersion'],
        competency,
      },
    }),

  /** Records the notice accepted on the code-entry screen before a company interview's first message. */
  recordConsent: async (chatSessionId: string, version: RouteBody<typeof interviewConsentRoute>['version']) =>
    callApi((await routes()).interviewConsentRoute, { body: { chatSessionId, version } }),

  /** Issue 33: a company interview's AI notice, pause and accommodation requests. */
  accommodations: async (chatSessionId: string) =>
    callApi((await routes()).interviewAccommodationsRoute, { params: { chatSessionId } }),
  acknowledgeAiNotice: async (chatSessionId: string, version: string) =>
    callApi((await routes()).aiNoticeRoute, {
      body: { chatSessionId, version: version as RouteBody<typeof aiNoticeRoute>['version'] },
    }),
  requestAccommodation: async (
    chatSessionId: string,
    request: { kinds: AccommodationKind[]; comment: string; wait: boolean },
  ) => callApi((await routes()).accommodationRequestRoute, { body: { chatSessionId, ...request } }),
  resume: async (chatSessionId: string) => callApi((await routes()).interviewResumeRoute, { body: { chatSessionId } }),

  /** Issue 10: the practice holder's download (JSON of the text) and deletion. */
  exportPractice: async (chatSessionId: string) =>
    callApi((await routes()).practiceExportRoute, { params: { chatSessionId } }),
  deletePractice: async (chatSessionId: string) =>
    callApi((await routes()).deletePracticeRoute, { params: { chatSessionId } }),
  /** One of its recordings, as a file. */
  practiceMedia: async (chatSessionId: string, mediaId: string) =>
    downloadFile((await routes()).practiceMediaRoute, { params: { chatSessionId, mediaId } }),
};
