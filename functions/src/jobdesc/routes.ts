import type { Request, Router } from 'express';
import {
  ACCESS_CODE_HEADER,
  isAccessCodeFormat,
  JOBDESC_LIMITS,
  JOBDESC_TEXTS,
  jobDescMessageSchema,
  normalizeAccessCode,
  verifyJobCodeSchema,
  type ChatMessage,
  type JobDescChatResponse,
  type JobDescReplyResponse,
  type JobDescVacancyResponse,
  type VacancyInput,
} from '@clara/domain';
import { endpoint } from '../http/endpoint';
import { limiterOf } from '../trust/rateLimit';
import { ApiError } from '../http/errors';
import type { ConversationTurn } from '../ai/types';
import { createVacancy } from '../recruiting/vacancies';
import { JOBDESC_GREETING, jobDescAgent } from './assistant';
import {
  claimVacancyCreation,
  findAccessCode,
  finishVacancyCreation,
  getJobDescChat,
  saveJobDescExchange,
  type AccessCode,
} from './store';

/** Job-description assistant API (SPEC §7), gated by a company access code (SPEC §6, DECISIONS). */
export function registerJobDescRoutes(router: Router): void {
  router.post(
    '/verify-job-code',
    endpoint({
      body: verifyJobCodeSchema,
      handle: async ({ body, req }) => {
        await requireAccessCode(req, body.accessCode);
        return { valid: true };
      },
    }),
  );

  router.get(
    '/get-job-description-chat/:accessCode',
    endpoint({
      handle: async ({ params, req }): Promise<JobDescChatResponse> => {
        const access = await requireAccessCode(req, params.accessCode);
        const chat = await getJobDescChat(access.code);
        if (!chat) {
          // Nothing is written until the first answer: the greeting is shown from here.
          return { chatHistory: [greetingMessage()], isChatActive: true, canCreateVacancy: false, vacancyId: null, description: null };
        }
        return {
          chatHistory: chat.chatHistory,
          isChatActive: chat.isChatActive,
          canCreateVacancy: !chat.isChatActive && Boolean(chat.vacancyDraft) && !chat.vacancyId,
          vacancyId: chat.vacancyId,
          description: chat.vacancyDraft?.description ?? null,
        };
      },
    }),
  );

  router.post(
    '/create-job-description',
    endpoint({
      body: jobDescMessageSchema,
      handle: async ({ body, req }): Promise<JobDescReplyResponse> => {
        const access = await requireAccessCode(req, headerCode(req));
        const chat = await getJobDescChat(access.code);
        if (chat && !chat.isChatActive) throw new ApiError(409, JOBDESC_TEXTS.chatClosed);
        if (chat && chat.userMessageCount >= JOBDESC_LIMITS.userMessagesPerChat) throw new ApiError(429, JOBDESC_TEXTS.tooManyMessages);

        const initial = chat ? [] : [greetingMessage()];
        const history = chat ? chat.chatHistory : initial;
        const now = Date.now();
        const userMessage: ChatMessage = { text: body.message.text, type: 'user', timestamp: now };
        const turns: ConversationTurn[] = [...history, userMessage].map((m) => ({
          role: m.type === 'user' ? 'user' : 'assistant',
          text: m.text,
        }));
        const agent = jobDescAgent();
        let reply: ChatMessage;
        let done: boolean;
        let vacancyDraft: VacancyInput | null = null;
        try {
          const answer = await agent.reply({ companyId: access.companyId }, turns);
          reply = { text: answer.text, type: 'system', timestamp: Math.max(Date.now(), now + 1) };
          done = answer.done;
          if (done) vacancyDraft = await agent.toVacancy([...turns, { role: 'assistant', text: answer.text }]);
        } catch (error) {
          console.error('job description assistant failed', error);
          throw new ApiError(503, JOBDESC_TEXTS.aiUnavailable);
        }
        await saveJobDescExchange({
          code: access.code,
          companyId: access.companyId,
          expectedLength: chat ? chat.chatHistory.length : 0,
          initial,
          messages: [userMessage, reply],
          isChatActive: !done,
          vacancyDraft,
        });
        return { message: reply, isChatActive: !done, ...(vacancyDraft ? { description: vacancyDraft.description } : {}) };
      },
    }),
  );

  /** DECISIONS: the assistant's output can become a vacancy of the code's company (created once). */
  router.post(
    '/job-description-to-vacancy',
    endpoint({
      handle: async ({ req, res }): Promise<JobDescVacancyResponse | undefined> => {
        const access = await requireAccessCode(req, headerCode(req));
        const { existing, draft } = await claimVacancyCreation(access.code);
        if (existing) return { vacancyId: existing };
        let vacancyId: string | null = null;
        try {
          vacancyId = await createVacancy(access.companyId, draft);
        } finally {
          await finishVacancyCreation(access.code, vacancyId);
        }
        // A new vacancy answers 201; `endpoint()` answers 200 for the existing one above.
        res.status(201).json({ vacancyId } satisfies JobDescVacancyResponse);
        return undefined;
      },
    }),
  );
}

function greetingMessage(): ChatMessage {
  return { text: JOBDESC_GREETING, type: 'system', timestamp: Date.now() };
}

function headerCode(req: Request): string {
  const value = req.get(ACCESS_CODE_HEADER)?.trim();
  if (!value) throw new ApiError(401, JOBDESC_TEXTS.missingCode);
  return value;
}

/**
 * A known, active access code; anything else is 403 'Código inválido, por favor verifica'. Wrong codes are
 * counted per client IP (issue 10): over the bound that client waits (429); the code itself is never locked.
 */
async function requireAccessCode(req: Request, raw: string): Promise<AccessCode> {
  const limiter = limiterOf(req);
  await limiter.check('WRONG_ACCESS_CODES', req);
  const code = normalizeAccessCode(raw);
  const access = isAccessCodeFormat(code) ? await findAccessCode(code) : null;
  if (!access || !access.active) {
    await limiter.hit('WRONG_ACCESS_CODES', req);
    throw new ApiError(403, JOBDESC_TEXTS.invalidCode);
  }
  return access;
}
