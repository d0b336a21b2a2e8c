import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { COACH_SESSIONS_COLLECTION, COACH_TEXTS, nowSeconds, type ChatMessage } from '@clara/domain';
import { storedCoachSessionSchema } from '@clara/domain/coaches/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';

/** `coach_sessions/{chatSessionId}`: one conversation with one coach; the history survives reloads. */
export interface CoachSession {
  id: string;
  coachId: string;
  chatHistory: ChatMessage[];
  userMessageCount: number;
}

const sessions = () => db().collection(COACH_SESSIONS_COLLECTION);
/** The one reader of `coach_sessions/{id}`: every read parses the document with its schema from domain. */
const sessionDocs = storedConverter(COACH_SESSIONS_COLLECTION, storedCoachSessionSchema, (id, value) => ({
  id,
  ...value,
}));

export async function createCoachSession(coachId: string, greeting: string): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await sessions()
    .doc(id)
    .create({
      coachId,
      chatHistory: [{ text: greeting, type: 'system', timestamp: now } satisfies ChatMessage],
      userMessageCount: 0,
      createdAt: nowSeconds(),
      updatedAt: nowSeconds(),
    });
  return id;
}

export async function getCoachSession(id: string): Promise<CoachSession | null> {
  return sessionDocs.read(await sessions().doc(id).get());
}

/**
 * Appends the user's message and the coach's reply, provided nobody else wrote in between (the reply
 * was computed from `expectedLength` messages). Answers the new history.
 */
export async function appendCoachExchange(
  id: string,
  expectedLength: number,
  messages: ChatMessage[],
): Promise<ChatMessage[]> {
  const ref = sessions().doc(id);
  return db().runTransaction(async (tx) => {
    const session = sessionDocs.read(await tx.get(ref));
    if (!session) throw new NotFoundError(COACH_TEXTS.sessionNotFound);
    const history = session.chatHistory;
    if (history.length !== expectedLength) throw new ConflictError(COACH_TEXTS.busy);
    const next = [...history, ...messages];
    tx.update(ref, {
      chatHistory: next,
      userMessageCount: FieldValue.increment(messages.filter((m) => m.type === 'user').length),
      updatedAt: nowSeconds(),
    });
    return next;
  });
}
