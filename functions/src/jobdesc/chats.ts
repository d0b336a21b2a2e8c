import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { storedJobDescChatSchema } from '@clara/domain/recruiting/documents';
import {
  JOB_DESCRIPTION_CHATS_COLLECTION,
  JOBDESC_TEXTS,
  nowSeconds,
  type ChatMessage,
  type JobDescSummary,
  type VacancyInput,
} from '@clara/domain';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { shapedQuery, type QueryShape } from '../recruiting/queryShapes';
import { accessCodeDocs, accessCodeRef, type AccessCode } from '../company/accessCodes';

/**
 * `job_description_chats/{id}`: one description being written or written, of one access code and its company.
 * The code's `openChatId` names the open one. Chats from before (one per code) have the code as their id and
 * codes from then no `openChatId`: such a code's open chat is that document.
 */
export interface JobDescChat {
  id: string;
  companyId: string;
  /** Seconds. */
  createdAt: number;
  /** Milliseconds, to order descriptions made within one second. */
  createdAtMs: number;
  chatHistory: ChatMessage[];
  isChatActive: boolean;
  userMessageCount: number;
  vacancyDraft: VacancyInput | null;
  vacancyId: string | null;
  vacancyState: 'none' | 'creating' | 'created';
}

/** How many finished descriptions /jobdesc lists. */
const LISTED = 100;

/** The company's finished descriptions, newest first: read up to LISTED, however many the company has written. */
export const FINISHED_CHATS_SHAPE = {
  collection: JOB_DESCRIPTION_CHATS_COLLECTION,
  equals: ['companyId', 'isChatActive'],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
} as const satisfies QueryShape;

const chats = () => db().collection(JOB_DESCRIPTION_CHATS_COLLECTION);

/** The one reader of `job_description_chats/{id}`: every read parses the document with its schema from domain. */
const chatDocs = storedConverter(
  JOB_DESCRIPTION_CHATS_COLLECTION,
  storedJobDescChatSchema,
  (id, { createdAt, createdAtMs, ...value }): JobDescChat => ({
    id,
    ...value,
    createdAt: Math.floor(createdAt / 1000),
    createdAtMs: createdAtMs ?? createdAt,
  }),
);

/** The id of the code's open chat, read in the transaction (null: the next message starts one). */
async function openChatIdIn(tx: Transaction, code: string): Promise<string | null> {
  const pointer = accessCodeDocs.read(await tx.get(accessCodeRef(code)))?.openChatId;
  if (pointer !== undefined) return pointer;
  return (await tx.get(chats().doc(code))).exists ? code : null;
}

/** The code's open chat: the one being written, or the finished one until 'Nueva descripción'. */
export async function getOpenChat(code: string): Promise<JobDescChat | null> {
  return db().runTransaction(async (tx) => {
    const id = await openChatIdIn(tx, code);
    if (!id) return null;
    return chatDocs.read(await tx.get(chats().doc(id)));
  });
}

/** One of the company's chats; another company's reads as missing. */
async function companyChatIn(tx: Transaction, id: string, companyId: string): Promise<JobDescChat> {
  const chat = chatDocs.read(await tx.get(chats().doc(id)));
  if (!chat || chat.companyId !== companyId) throw new NotFoundError(JOBDESC_TEXTS.descriptionNotFound);
  return chat;
}

/**
 * Records one exchange in the chat it was computed from (`chatId` null: a new chat, whose greeting is
 * `initial`). Another write in between (another tab answered, or started a description) answers 409.
 */
export async function saveJobDescExchange(input: {
  access: AccessCode;
  chatId: string | null;
  expectedLength: number;
  initial: ChatMessage[];
  messages: ChatMessage[];
  isChatActive: boolean;
  vacancyDraft: VacancyInput | null;
}): Promise<void> {
  const { access } = input;
  await db().runTransaction(async (tx) => {
    if ((await openChatIdIn(tx, access.code)) !== input.chatId) throw new ConflictError(JOBDESC_TEXTS.busy);
    const ref = input.chatId ? chats().doc(input.chatId) : chats().doc();
    const doc = input.chatId ? chatDocs.read(await tx.get(ref)) : null;
    const history = doc?.chatHistory ?? [];
    if (history.length !== input.expectedLength) throw new ConflictError(JOBDESC_TEXTS.busy);
    if (doc && !doc.isChatActive) throw new ConflictError(JOBDESC_TEXTS.chatClosed);
    const userMessages = input.messages.filter((m) => m.type === 'user').length;
    const common = {
      isChatActive: input.isChatActive,
      vacancyDraft: input.vacancyDraft,
      updatedAt: nowSeconds(),
      ...(input.isChatActive ? {} : { concludedAt: nowSeconds() }),
    };
    if (!doc) {
      const now = Date.now();
      tx.create(ref, {
        accessCode: access.code,
        companyId: access.companyId,
        chatHistory: [...input.initial, ...input.messages],
        userMessageCount: userMessages,
        vacancyId: null,
        vacancyState: 'none',
        createdAt: Math.floor(now / 1000),
        createdAtMs: now,
        ...common,
      });
      tx.update(accessCodeRef(access.code), { openChatId: ref.id });
    } else {
      tx.update(ref, {
        chatHistory: [...history, ...input.messages],
        userMessageCount: FieldValue.increment(userMessages),
        ...common,
      });
    }
  });
}

/**
 * 'Nueva descripción': a finished open chat stops being the code's open one, so the next message starts a new
 * chat. Nothing changes while the open one is still being written (another tab may have started it).
 */
export async function closeFinishedOpenChat(code: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const id = await openChatIdIn(tx, code);
    const open = id ? chatDocs.read(await tx.get(chats().doc(id))) : null;
    if (open?.isChatActive) return;
    tx.update(accessCodeRef(code), { openChatId: null });
  });
}

/** The company's finished descriptions, newest first. */
export async function listFinishedChats(companyId: string): Promise<JobDescSummary[]> {
  const snapshot = await shapedQuery(chats(), FINISHED_CHATS_SHAPE, { companyId, isChatActive: false })
    .limit(LISTED)
    .get();
  return snapshot.docs
    .map((doc) => chatDocs.fromFirestore(doc))
    .sort((a, b) => b.createdAtMs - a.createdAtMs || a.id.localeCompare(b.id))
    .map((chat) => ({
      id: chat.id,
      createdAt: chat.createdAt,
      title: chat.vacancyDraft?.jobTitle ?? '',
      vacancyId: chat.vacancyId,
      canCreateVacancy: Boolean(chat.vacancyDraft) && !chat.vacancyId,
    }));
}

/** Claims the right to create the chat's vacancy; answers the existing vacancy id if one was made already. */
export async function claimVacancyCreation(
  chatId: string,
  companyId: string,
): Promise<{ existing: string | null; draft: VacancyInput }> {
  return db().runTransaction(async (tx) => {
    const chat = await companyChatIn(tx, chatId, companyId);
    const draft = chat.vacancyDraft;
    if (chat.isChatActive || !draft) throw new ConflictError(JOBDESC_TEXTS.notConcluded);
    if (chat.vacancyId) return { existing: chat.vacancyId, draft };
    if (chat.vacancyState === 'creating') throw new ConflictError(JOBDESC_TEXTS.vacancyInProgress);
    tx.update(chats().doc(chatId), { vacancyState: 'creating', updatedAt: nowSeconds() });
    return { existing: null, draft };
  });
}

export async function finishVacancyCreation(chatId: string, vacancyId: string | null): Promise<void> {
  await chats()
    .doc(chatId)
    .update(
      vacancyId
        ? { vacancyId, vacancyState: 'created', updatedAt: nowSeconds() }
        : { vacancyState: 'none', updatedAt: nowSeconds() },
    );
}
