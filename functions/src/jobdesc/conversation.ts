import { log } from '../platform/log';
import { SYSTEM_ACTOR } from '../audit/log';
import {
  JOBDESC_LIMITS,
  JOBDESC_TEXTS,
  type ChatMessage,
  type JobDescChatResponse,
  type JobDescListResponse,
  type JobDescReplyResponse,
  type JobDescVacancyResponse,
  type VacancyInput,
} from '@clara/domain';
import type { ConversationTurn } from '../ai/types';
import { ConflictError, TooManyError, UnavailableError } from '@clara/domain/common/failures';
import { createVacancy } from '../recruiting/vacancies';
import { JOBDESC_GREETING, jobDescAgent } from './assistant';
import {
  claimVacancyCreation,
  closeFinishedOpenChat,
  finishVacancyCreation,
  getOpenChat,
  listFinishedChats,
  saveJobDescExchange,
} from './chats';
import type { AccessCode } from '../company/accessCodes';

/**
 * The job-description conversations of one access code: read the open one, answer a message, start a new one
 * once it is finished, list the company's finished ones, turn one into a vacancy.
 */

export async function readConversation(access: AccessCode): Promise<JobDescChatResponse> {
  const chat = await getOpenChat(access.code);
  if (!chat) {
    // Nothing is written until the first answer: the greeting is shown from here.
    return {
      chatHistory: [greetingMessage()],
      isChatActive: true,
      canCreateVacancy: false,
      vacancyId: null,
      description: null,
    };
  }
  return {
    chatHistory: chat.chatHistory,
    isChatActive: chat.isChatActive,
    canCreateVacancy: !chat.isChatActive && Boolean(chat.vacancyDraft) && !chat.vacancyId,
    vacancyId: chat.vacancyId,
    description: chat.vacancyDraft?.description ?? null,
  };
}

/** Stores the company's message with the assistant's reply; the last reply closes the chat with a vacancy draft. */
export async function answerMessage(access: AccessCode, text: string): Promise<JobDescReplyResponse> {
  const chat = await getOpenChat(access.code);
  if (chat && !chat.isChatActive) throw new ConflictError(JOBDESC_TEXTS.chatClosed);
  if (chat && chat.userMessageCount >= JOBDESC_LIMITS.userMessagesPerChat)
    throw new TooManyError(JOBDESC_TEXTS.tooManyMessages);

  const initial = chat ? [] : [greetingMessage()];
  const history = chat ? chat.chatHistory : initial;
  const now = Date.now();
  const userMessage: ChatMessage = { text, type: 'user', timestamp: now };
  const { reply, done, vacancyDraft } = await assistantTurn(access, [...history, userMessage], now);
  await saveJobDescExchange({
    access,
    chatId: chat?.id ?? null,
    expectedLength: chat ? chat.chatHistory.length : 0,
    initial,
    messages: [userMessage, reply],
    isChatActive: !done,
    vacancyDraft,
  });
  return { message: reply, isChatActive: !done, ...(vacancyDraft ? { description: vacancyDraft.description } : {}) };
}

async function assistantTurn(
  access: AccessCode,
  messages: ChatMessage[],
  now: number,
): Promise<{ reply: ChatMessage; done: boolean; vacancyDraft: VacancyInput | null }> {
  const turns: ConversationTurn[] = messages.map((m) => ({
    role: m.type === 'user' ? 'user' : 'assistant',
    text: m.text,
  }));
  const agent = jobDescAgent();
  try {
    const answer = await agent.reply({ companyId: access.companyId }, turns);
    const reply: ChatMessage = { text: answer.text, type: 'system', timestamp: Math.max(Date.now(), now + 1) };
    const vacancyDraft = answer.done
      ? await agent.toVacancy([...turns, { role: 'assistant', text: answer.text }])
      : null;
    return { reply, done: answer.done, vacancyDraft };
  } catch (error) {
    log.error('job description assistant failed', { error });
    throw new UnavailableError(JOBDESC_TEXTS.aiUnavailable);
  }
}

/** 'Nueva descripción': the code's next message starts a new description once the open one is finished. */
export async function startNewDescription(access: AccessCode): Promise<JobDescChatResponse> {
  await closeFinishedOpenChat(access.code);
  return readConversation(access);
}

/** The company's finished descriptions but the one the code shows (its open one). */
export async function listDescriptions(access: AccessCode): Promise<JobDescListResponse> {
  const [open, finished] = await Promise.all([getOpenChat(access.code), listFinishedChats(access.companyId)]);
  return { descriptions: finished.filter((chat) => chat.id !== open?.id) };
}

/**
 * DECISIONS: a finished description (the code's open one unless `chatId` names another of the company's)
 * becomes a vacancy of the code's company, once; a repeat gives the same id.
 */
export async function vacancyFromConversation(access: AccessCode, chatId?: string): Promise<JobDescVacancyResponse> {
  const id = chatId ?? (await getOpenChat(access.code))?.id;
  if (!id) throw new ConflictError(JOBDESC_TEXTS.notConcluded);
  const { existing, draft } = await claimVacancyCreation(id, access.companyId);
  if (existing) return { vacancyId: existing };
  let vacancyId: string | null = null;
  try {
    // Made by the assistant from the conversation: recorded with the system actor. Issue 34: whoever holds the
    // shared code writes a draft; a member of the company publishes it.
    vacancyId = await createVacancy(
      access.companyId,
      draft,
      { actor: SYSTEM_ACTOR, action: 'POST /api/job-description-to-vacancy' },
      'No Activa',
    );
  } finally {
    await finishVacancyCreation(id, vacancyId);
  }
  return { vacancyId };
}

function greetingMessage(): ChatMessage {
  return { text: JOBDESC_GREETING, type: 'system', timestamp: Date.now() };
}
