/**
 * Data access for the interview sessions. One interview is three documents (COMMON decision 1):
 * - `interviews/{code}` (practice) or `company_interviews/{code}` (company): only what its page shows,
 *   readable by anyone holding the 36-character code (PRACTICE_PUBLIC_FIELDS / COMPANY_PUBLIC_FIELDS);
 * - `interview_private/{code}`: everything else (context with the CV and the job description, the company
 *   ids, a company interview's analysis, media ids, consent), read by the functions only.
 * The rest of the functions see one merged `InterviewSessionDocument`; this module splits every write.
 */
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  COMPANY_INTERVIEWS,
  COMPANY_PUBLIC_FIELDS,
  INTERVIEW_PRIVATE,
  PRACTICE_PUBLIC_FIELDS,
  interviewLabelOf,
  INTERVIEW_ERRORS,
  INTERVIEWER_ID,
  PRACTICE_INTERVIEWS,
  nowSeconds,
  type ChatMessage,
  type ConsentRecord,
  type InterviewCollection,
  type InterviewContext,
  type InterviewSessionDocument,
} from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { storedInterviewPrivateSchema, storedSessionSchema } from '@clara/domain/interview/documents';
import { config } from '../platform/config';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { greetingFor } from '../conversation/questionPlan';

export interface NewSessionInput {
  isPractice: boolean;
  context: InterviewContext;
  companyId?: string;
  vacancyId?: string;
  applicationId?: string;
  candidateId?: string;
  consent?: ConsentRecord | null;
  /** A company interview: the origin for its emails' links. */
  publicOrigin?: string;
}

export const sessionRef = (collection: InterviewCollection, code: string): DocumentReference =>
  db().collection(collection).doc(code);

export const privateRef = (code: string): DocumentReference => db().collection(INTERVIEW_PRIVATE).doc(code);

/** `interview_private/{code}` alone, for the readers that need only what it holds (ids, analysis, share links). */
export const privateDocs = storedConverter(INTERVIEW_PRIVATE, storedInterviewPrivateSchema);

/** The interview's private document, parsed; null when there is none. */
export const readPrivate = async (code: string) => privateDocs.read(await privateRef(code).get());

const publicFields = (isPractice: boolean): readonly string[] =>
  isPractice ? PRACTICE_PUBLIC_FIELDS : COMPANY_PUBLIC_FIELDS;

/**
 * Splits a (partial) session into what its page may show and what only the functions read. A company
 * interview's page learns only `hasAnalysis` of its analysis.
 */
export function splitSession(
  isPractice: boolean,
  session: Partial<InterviewSessionDocument>,
): { shown: DocumentData; internal: DocumentData } {
  const shownKeys = publicFields(isPractice);
  const shown: DocumentData = {};
  const internal: DocumentData = {};
  for (const [key, value] of Object.entries(session)) {
    if (value === undefined) continue;
    if (shownKeys.includes(key)) shown[key] = value;
    else internal[key] = value;
  }
  if (!isPractice && 'analysis' in session) shown.hasAnalysis = Boolean(session.analysis);
  return { shown, internal };
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;

/**
 * The session document is readable by anyone holding its code (DECISIONS.md): a CV keeps what the
 * interview needs, not the candidate's email addresses or phone numbers.
 */
export function redactContactDetails(text: string): string {
  return text.replace(EMAIL, '[correo omitido]').replace(PHONE, (match) => {
    const digits = match.replace(/\D/g, '');
    if (digits.length < 8 || /^\d{4}\s*[-.]\s*\d{4}$/.test(match.trim())) return match;
    return '[teléfono omitido]';
  });
}

function storedContext(context: InterviewContext): InterviewContext {
  if (context.kind === 'company' || context.kind === 'custom')
    return { ...context, candidateCV: redactContactDetails(context.candidateCV) };
  return context;
}

/** The stored documents of a whole session, by path (seed files and tests write these). */
export function storedSessionDocuments(
  collection: InterviewCollection,
  code: string,
  session: Partial<InterviewSessionDocument>,
): Record<string, DocumentData> {
  const { shown, internal } = splitSession(collection === PRACTICE_INTERVIEWS, session);
  return { [`${collection}/${code}`]: shown, [`${INTERVIEW_PRIVATE}/${code}`]: internal };
}

/** The new session document, opening with Clara's greeting (deterministic: no AI call at creation). */
export function newSessionDocument(input: NewSessionInput, now = Date.now()): InterviewSessionDocument {
  const context = storedContext(input.context);
  const greeting: ChatMessage = { text: greetingFor(context), type: 'system', timestamp: now };
  const document: InterviewSessionDocument = {
    status: 'Not Started',
    isPractice: input.isPractice,
    createdAt: Math.floor(now / 1000),
    interviewDate: null,
    chatHistory: [greeting],
    context,
    interviewerId: INTERVIEWER_ID,
    analysis: null,
    score: null,
    overall: null,
    transcription: '',
    feedback: null,
    updatedAt: Math.floor(now / 1000),
    mediaIds: [],
    consent: input.consent ?? null,
  };
  if (input.isPractice) {
    document.label = interviewLabelOf(context);
    document.expiresAt = document.createdAt + config.trust.practiceRetentionDays() * 86_400;
  } else {
    Object.assign(document, {
      companyId: input.companyId ?? '',
      vacancyId: input.vacancyId ?? '',
      applicationId: input.applicationId ?? '',
      candidateId: input.candidateId ?? '',
      ...(input.publicOrigin ? { publicOrigin: input.publicOrigin } : {}),
    });
  }
  return document;
}

/**
 * Writes a new session with Clara's greeting as its first message to `interviews/{code}` (practice) or
 * `company_interviews/{code}` (company), inside `tx` when given (then it only writes: `tx.create`);
 * answers the 36-character code.
 */
export async function createInterviewSession(
  tx: Transaction | null,
  input: NewSessionInput,
): Promise<{ code: string }> {
  const code = randomUUID();
  const ref = sessionRef(input.isPractice ? PRACTICE_INTERVIEWS : COMPANY_INTERVIEWS, code);
  const { shown, internal } = splitSession(input.isPractice, newSessionDocument(input));
  if (tx) {
    tx.create(ref, shown);
    tx.create(privateRef(code), internal);
  } else {
    const batch = db().batch();
    batch.create(ref, shown);
    batch.create(privateRef(code), internal);
    await batch.commit();
  }
  return { code };
}

export interface LocatedSession {
  code: string;
  collection: InterviewCollection;
  ref: DocumentReference;
  privateRef: DocumentReference;
  data: InterviewSessionDocument;
}

/**
 * The readers of a session: its page document merged with its private one, parsed with the stored schema from
 * domain; the log names the page's collection and the code.
 */
const sessionDocs = {
  [PRACTICE_INTERVIEWS]: storedConverter(`${PRACTICE_INTERVIEWS} + ${INTERVIEW_PRIVATE}`, storedSessionSchema),
  // A company page's `hasAnalysis` is derived, never read back as a field of the whole (the schema drops it).
  [COMPANY_INTERVIEWS]: storedConverter(
    `${COMPANY_INTERVIEWS} + ${INTERVIEW_PRIVATE}`,
    storedSessionSchema,
    (_code, session): InterviewSessionDocument => ({ ...session, isPractice: false }),
  ),
};

const collectionOf = (shown: DocumentSnapshot): InterviewCollection =>
  shown.ref.parent.id === COMPANY_INTERVIEWS ? COMPANY_INTERVIEWS : PRACTICE_INTERVIEWS;

/** Reads a stored session (its shown and its private document); older documents may lack fields. */
export function sessionFromSnapshots(
  shown: DocumentSnapshot,
  internal: DocumentSnapshot | null,
): InterviewSessionDocument {
  return sessionDocs[collectionOf(shown)].parseMerged(shown.id, [internal, shown]);
}

/** Finds a session by code in either collection (practice first); null when there is none. */
export async function findSession(code: string): Promise<LocatedSession | null> {
  const refs = [sessionRef(PRACTICE_INTERVIEWS, code), sessionRef(COMPANY_INTERVIEWS, code), privateRef(code)];
  const [practice, company, internal] = await db().getAll(...refs);
  const found = [practice, company].find((snapshot) => snapshot?.exists);
  if (!found) return null;
  const collection = collectionOf(found);
  return {
    code,
    collection,
    ref: found.ref,
    privateRef: privateRef(code),
    data: sessionFromSnapshots(found, internal ?? null),
  };
}

/** Like findSession, 404 when missing. */
export async function requireSession(code: string): Promise<LocatedSession> {
  const located = await findSession(code);
  if (!located) throw new NotFoundError(INTERVIEW_ERRORS.sessionNotFound);
  return located;
}

/** Re-reads a located session (both documents) inside a transaction. */
export async function readSessionInTx(
  tx: Transaction,
  located: Pick<LocatedSession, 'ref' | 'privateRef'>,
): Promise<InterviewSessionDocument> {
  const [shown, internal] = await tx.getAll(located.ref, located.privateRef);
  if (!shown?.exists) throw new NotFoundError(INTERVIEW_ERRORS.sessionNotFound);
  return sessionFromSnapshots(shown, internal ?? null);
}

/** Writes a change of the session to its two documents, each field where it belongs. */
export function updateSession(
  writer: Transaction | WriteBatch,
  located: Pick<LocatedSession, 'ref' | 'privateRef' | 'collection'>,
  update: Partial<InterviewSessionDocument>,
): void {
  const { shown, internal } = splitSession(located.collection === PRACTICE_INTERVIEWS, update);
  if (Object.keys(shown).length > 0) (writer as Transaction).update(located.ref, shown);
  if (Object.keys(internal).length > 0) (writer as Transaction).set(located.privateRef, internal, { merge: true });
}

/** Links an uploaded media to its interview (function-only: the media document never names it). */
export async function linkMedia(code: string, mediaId: string): Promise<void> {
  await privateRef(code).set({ mediaIds: FieldValue.arrayUnion(mediaId) }, { merge: true });
}

export async function setFeedback(located: LocatedSession, feedback: 'Si' | 'No'): Promise<void> {
  const batch = db().batch();
  updateSession(batch, located, { feedback, updatedAt: nowSeconds() });
  await batch.commit();
}
