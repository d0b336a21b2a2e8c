import {
  coachApiPaths,
  type CoachChatResponse,
  type CoachHistoryResponse,
  type CoachName,
  type Coach,
  type GenerateCoachCodeResponse,
} from '@clara/domain/coaches/model';
import {
  ACCESS_CODE_HEADER,
  type JobDescChatResponse,
  type JobDescReplyResponse,
  type JobDescVacancyResponse,
} from '@clara/domain/jobdesc/model';
import { api } from '../../platform/api';

const TIMEOUT_MS = 45_000;

export const coachesApi = {
  list: () => api<{ coaches: Coach[] }>('/coaches', { timeoutMs: TIMEOUT_MS }).then((r) => r.coaches),
  get: (id: string) => api<{ coach: Coach }>(`/coaches/${encodeURIComponent(id)}`, { timeoutMs: TIMEOUT_MS }).then((r) => r.coach),
  generateCode: (coach: string) => api<GenerateCoachCodeResponse>('/generate-code-coach', { body: { coach }, timeoutMs: TIMEOUT_MS }),
  history: (coachName: CoachName, coach: string, chatSessionId: string) =>
    api<CoachHistoryResponse>(coachApiPaths(coachName).history, { body: { chatSessionId, coach }, timeoutMs: TIMEOUT_MS }),
  send: (coachName: CoachName, coach: string, chatSessionId: string, message: string) =>
    api<CoachChatResponse>(coachApiPaths(coachName).chat, { body: { message, chatSessionId, coach }, timeoutMs: 90_000 }),
};

export const jobDescApi = {
  verify: (accessCode: string) => api<{ valid: boolean }>('/verify-job-code', { body: { accessCode }, timeoutMs: TIMEOUT_MS }),
  chat: (accessCode: string) => api<JobDescChatResponse>(`/get-job-description-chat/${encodeURIComponent(accessCode)}`, { timeoutMs: TIMEOUT_MS }),
  send: (accessCode: string, text: string) =>
    api<JobDescReplyResponse>('/create-job-description', {
      body: { message: { text, type: 'user', timestamp: Date.now() } },
      headers: { [ACCESS_CODE_HEADER]: accessCode },
      timeoutMs: 90_000,
    }),
  toVacancy: (accessCode: string) =>
    api<JobDescVacancyResponse>('/job-description-to-vacancy', {
      method: 'POST',
      headers: { [ACCESS_CODE_HEADER]: accessCode },
      timeoutMs: TIMEOUT_MS,
    }),
};
