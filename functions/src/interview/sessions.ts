/**
 * Data access for the interview sessions: `interviews/{code}` (practice) and `company_interviews/{code}`
 * (company). The code is a UUID v4 (36 characters): the session id the browser holds.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  COMPANY_INTERVIEWS,
  INTERVIEW_ERRORS,
  INTERVIEW_STATUSES,
  INTERVIEWER_ID,
  PRACTICE_INTERVIEWS,
  nowSeconds,
  type ChatMessage,
  type InterviewCollection,
  type InterviewContext,
  type InterviewSessionDocument,
  type InterviewStatus,
} from '@clara/domain';
import { notFound } from '../http/errors';
import { db } from '../platform/firebase';
import { greetingFor } from '../conversation/questionPlan';

export interface NewSessionInput {
  isPractice: boolean;
  context: InterviewContext;
  companyId?: string;
  vacancyId?: string;
  applicationId?: string;
  candidateId?: string;
}

export const sessionRef = (collection: InterviewCollection, code: string): DocumentReference =>
  db().collection(collection).doc(code);

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
  if (context.kind === 'company' || context.kind === 'custom') return { ...context, candidateCV: redactContactDetails(context.candidateCV) };
  return context;
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
  };
  if (!input.isPractice) {
    Object.assign(document, {
      companyId: input.companyId ?? '',
      vacancyId: input.vacancyId ?? '',
      applicationId: input.applicationId ?? '',
      candidateId: input.candidateId ?? '',
    });
  }
  return document;
}

/**
 * Writes a new session with Clara's greeting as its first message to `interviews/{code}` (practice) or
 * `company_interviews/{code}` (company), inside `tx` when given (then it only writes: `tx.create`);
 * answers the 36-character code.
 */
export async function createInterviewSession(tx: Transaction | null, input: NewSessionInput): Promise<{ code: string }> {
  const code = randomUUID();
  const ref = sessionRef(input.isPractice ? PRACTICE_INTERVIEWS : COMPANY_INTERVIEWS, code);
  const document = newSessionDocument(input);
  if (tx) tx.create(ref, document);
  else await ref.create(document);
  return { code };
}

export interface LocatedSession {
  code: string;
  collection: InterviewCollection;
  ref: DocumentReference;
  data: InterviewSessionDocument;
}

const isStatus = (value: unknown): value is InterviewStatus => (INTERVIEW_STATUSES as readonly unknown[]).includes(value);

/** Reads a stored session defensively (seeded or older documents may lack fields). */
export function sessionFromSnapshot(snapshot: DocumentSnapshot): InterviewSessionDocument {
  const data = snapshot.data() ?? {};
  return {
    ...(data as Partial<InterviewSessionDocument>),
    status: isStatus(data.status) ? data.status : 'Not Started',
    isPractice: data.isPractice !== false,
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : 0,
    interviewDate: typeof data.interviewDate === 'number' ? data.interviewDate : null,
    chatHistory: Array.isArray(data.chatHistory) ? (data.chatHistory as ChatMessage[]) : [],
    context: (data.context as InterviewContext | undefined) ?? { kind: 'practice' },
    interviewerId: typeof data.interviewerId === 'string' ? data.interviewerId : INTERVIEWER_ID,
    analysis: data.analysis ?? null,
    score: typeof data.score === 'number' ? data.score : null,
    overall: typeof data.overall === 'string' ? data.overall : null,
    transcription: typeof data.transcription === 'string' ? data.transcription : '',
    feedback: data.feedback === 'Si' || data.feedback === 'No' ? data.feedback : null,
  };
}

/** Finds a session by code in either collection (practice first); null when there is none. */
export async function findSession(code: string): Promise<LocatedSession | null> {
  const refs = [sessionRef(PRACTICE_INTERVIEWS, code), sessionRef(COMPANY_INTERVIEWS, code)];
  const snapshots = await db().getAll(...refs);
  const found = snapshots.find((snapshot) => snapshot.exists);
  if (!found) return null;
  const collection = found.ref.parent.id as InterviewCollection;
  return { code, collection, ref: found.ref, data: sessionFromSnapshot(found) };
}

/** Like findSession, 404 when missing. */
export async function requireSession(code: string): Promise<LocatedSession> {
  const located = await findSession(code);
  if (!located) throw notFound(INTERVIEW_ERRORS.sessionNotFound);
  return located;
}

/** Re-reads a located session inside a transaction. */
export async function readSessionInTx(tx: Transaction, ref: DocumentReference): Promise<InterviewSessionDocument> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw notFound(INTERVIEW_ERRORS.sessionNotFound);
  return sessionFromSnapshot(snapshot);
}

export async function setFeedback(ref: DocumentReference, feedback: 'Si' | 'No'): Promise<void> {
  await ref.update({ feedback, updatedAt: nowSeconds() });
}
