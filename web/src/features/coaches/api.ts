import type { CoachName } from '@clara/domain/coaches/model';
import { ACCESS_CODE_HEADER } from '@clara/domain/jobdesc/model';
import { callApi } from '../../platform/api';

const TIMEOUT_MS = 45_000;

/**
 * The coaches' and the job-description assistant's calls, through the routes of domain/src/coaches/routes.ts
 * and domain/src/jobdesc/routes.ts; the definitions (with zod) load on the first call, not with the page.
 */
const coachRoutes = () => import('@clara/domain/coaches/routes');
const jobDescRoutes = () => import('@clara/domain/jobdesc/routes');

export const coachesApi = {
  get: async (id: string) =>
    (await callApi((await coachRoutes()).coachRoute, { params: { id }, timeoutMs: TIMEOUT_MS })).coach,
  generateCode: async (coach: string) =>
    callApi((await coachRoutes()).generateCoachCodeRoute, { body: { coach }, timeoutMs: TIMEOUT_MS }),
  history: async (coachName: CoachName, coach: string, chatSessionId: string) =>
    callApi((await coachRoutes()).COACH_CHAT_ROUTES[coachName].history, {
      body: { chatSessionId, coach },
      timeoutMs: TIMEOUT_MS,
    }),
  send: async (coachName: CoachName, coach: string, chatSessionId: string, message: string) =>
    callApi((await coachRoutes()).COACH_CHAT_ROUTES[coachName].chat, {
      body: { message, chatSessionId, coach },
      timeoutMs: 90_000,
    }),
};

export const jobDescApi = {
  verify: async (accessCode: string) =>
    callApi((await jobDescRoutes()).verifyJobCodeRoute, { body: { accessCode }, timeoutMs: TIMEOUT_MS }),
  chat: async (accessCode: string) =>
    callApi((await jobDescRoutes()).jobDescriptionChatRoute, { params: { accessCode }, timeoutMs: TIMEOUT_MS }),
  send: async (accessCode: string, text: string) =>
    callApi((await jobDescRoutes()).createJobDescriptionRoute, {
      body: { message: { text, type: 'user', timestamp: Date.now() } },
      headers: { [ACCESS_CODE_HEADER]: accessCode },
      timeoutMs: 90_000,
    }),
  /** The code's open description unless `chatId` names one of the company's finished ones. */
  toVacancy: async (accessCode: string, chatId?: string) =>
    callApi((await jobDescRoutes()).jobDescriptionToVacancyRoute, {
      body: chatId ? { chatId } : {},
      headers: { [ACCESS_CODE_HEADER]: accessCode },
      timeoutMs: TIMEOUT_MS,
    }),
  descriptions: async (accessCode: string) =>
    callApi((await jobDescRoutes()).jobDescriptionsRoute, {
      headers: { [ACCESS_CODE_HEADER]: accessCode },
      timeoutMs: TIMEOUT_MS,
    }),
  newDescription: async (accessCode: string) =>
    callApi((await jobDescRoutes()).newJobDescriptionRoute, {
      headers: { [ACCESS_CODE_HEADER]: accessCode },
      timeoutMs: TIMEOUT_MS,
    }),
};
