import { FieldValue } from 'firebase-admin/firestore';
import {
  JOB_ACCESS_CODES_COLLECTION,
  JOB_DESCRIPTION_CHATS_COLLECTION,
  JOBDESC_TEXTS,
  type ChatMessage,
  type VacancyInput,
} from '@clara/domain';
import { db } from '../platform/firebase';
import { ConflictError } from '@clara/domain/common/failures';

/** `job_access_codes/{code}`: {companyId, active}. DECISIONS: per company, seeded for the demo, made by a script. */
export interface AccessCode {
  code: string;
  companyId: string;
  active: boolean;
}

/** `job_description_chats/{code}`: the one chat of an access code. */
export interface JobDescChat {
  chatHistory: ChatMessage[];
  isChatActive: boolean;
  userMessageCount: number;
  vacancyDraft: VacancyInput | null;
  vacancyId: string | null;
  vacancyState: 'none' | 'creating' | 'created';
}

export async function findAccessCode(code: string): Promise<AccessCode | null> {
  const doc = await db().collection(JOB_ACCESS_CODES_COLLECTION).doc(code).get();
  if (!doc.exists) return null;
  const companyId = doc.get('companyId');
  if (typeof companyId !== 'string' || !companyId) return null;
  return { code, companyId, active: doc.get('active') === true };
}

const chats = () => db().collection(JOB_DESCRIPTION_CHATS_COLLECTION);

export async function getJobDescChat(code: string): Promise<JobDescChat | null> {
  const doc = await chats().doc(code).get();
  if (!doc.exists) return null;
  return {
    chatHistory: (doc.get('chatHistory') as ChatMessage[] | undefined) ?? [],
    isChatActive: doc.get('isChatActive') !== false,
    userMessageCount: Number(doc.get('userMessageCount') ?? 0),
    vacancyDraft: (doc.get('vacancyDraft') as VacancyInput | undefined) ?? null,
    vacancyId: (doc.get('vacancyId') as string | undefined) ?? null,
    vacancyState: (doc.get('vacancyState') as JobDescChat['vacancyState'] | undefined) ?? 'none',
  };
}

/**
 * Records one exchange. `expectedLength` is the stored history length the reply was computed from
 * (0 when the chat did not exist yet: then `initial` holds the greeting that was shown). Another write
 * in between answers 409, so two tabs cannot interleave answers.
 */
export async function saveJobDescExchange(input: {
  code: string;
  companyId: string;
  expectedLength: number;
  initial: ChatMessage[];
  messages: ChatMessage[];
  isChatActive: boolean;
  vacancyDraft: VacancyInput | null;
}): Promise<void> {
  const ref = chats().doc(input.code);
  await db().runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const history = doc.exists ? ((doc.get('chatHistory') as ChatMessage[] | undefined) ?? []) : [];
    if (history.length !== input.expectedLength) throw new ConflictError(JOBDESC_TEXTS.busy);
    if (doc.exists && doc.get('isChatActive') === false) throw new ConflictError(JOBDESC_TEXTS.chatClosed);
    const userMessages = input.messages.filter((m) => m.type === 'user').length;
    const common = {
      isChatActive: input.isChatActive,
      vacancyDraft: input.vacancyDraft,
      updatedAt: FieldValue.serverTimestamp(),
      ...(input.isChatActive ? {} : { concludedAt: FieldValue.serverTimestamp() }),
    };
    if (!doc.exists) {
      tx.create(ref, {
        accessCode: input.code,
        companyId: input.companyId,
        chatHistory: [...input.initial, ...input.messages],
        userMessageCount: userMessages,
        vacancyId: null,
        vacancyState: 'none',
        createdAt: FieldValue.serverTimestamp(),
        ...common,
      });
    } else {
      tx.update(ref, {
        chatHistory: [...history, ...input.messages],
        userMessageCount: FieldValue.increment(userMessages),
        ...common,
      });
    }
  });
}

/** Claims the right to create the vacancy; answers the existing vacancy id if one was made already. */
export async function claimVacancyCreation(code: string): Promise<{ existing: string | null; draft: VacancyInput }> {
  const ref = chats().doc(code);
  return db().runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const draft = doc.exists ? (doc.get('vacancyDraft') as VacancyInput | null | undefined) : null;
    if (!doc.exists || doc.get('isChatActive') !== false || !draft) throw new ConflictError(JOBDESC_TEXTS.notConcluded);
    const vacancyId = doc.get('vacancyId') as string | null | undefined;
    if (vacancyId) return { existing: vacancyId, draft };
    if (doc.get('vacancyState') === 'creating') throw new ConflictError(JOBDESC_TEXTS.vacancyInProgress);
    tx.update(ref, { vacancyState: 'creating', updatedAt: FieldValue.serverTimestamp() });
    return { existing: null, draft };
  });
}

export async function finishVacancyCreation(code: string, vacancyId: string | null): Promise<void> {
  await chats()
    .doc(code)
    .update(
      vacancyId
        ? { vacancyId, vacancyState: 'created', updatedAt: FieldValue.serverTimestamp() }
        : { vacancyState: 'none', updatedAt: FieldValue.serverTimestamp() },
    );
}
