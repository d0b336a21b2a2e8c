/**
 * Issue 33: the AI notice acknowledged, and the candidate's requests for an adjustment or an interview with a
 * person (`accommodation_requests/{id}`, belonging to the application and erased with it; no client reads them).
 * The interview's code reaches the candidate's side: a request is written with its audit entry (and the pause,
 * when the candidate chose to wait) in one transaction, then the company's members are emailed through the
 * outbox. A member answers (accepted or declined, with a message) in one transaction with its audit entry; the
 * answer is emailed to the application's own address. A paused interview takes no message until resumed.
 */
import {
  ACCOMMODATION_ERRORS,
  ACCOMMODATION_REQUESTS_MAX,
  ACCOMMODATION_TEXTS,
  RECRUITING_ERRORS,
  accommodationAnsweredEmail,
  accommodationKindsLabel,
  accommodationRequestedEmail,
  adjustmentsFor,
  interviewCodeFromRef,
  nowSeconds,
  realtimeLimitMinutes,
  type AccommodationDecision,
  type InterviewAdjustments,
  type AccommodationRequest,
  type CandidateAccommodationRequest,
  type InterviewAccommodationState,
} from '@clara/domain';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import {
  storedAccommodationSchema,
  type AccommodationRequestInput,
} from '@clara/domain/interview/accommodationSchemas';
import { accommodationRequestRoute, answerAccommodationRoute } from '@clara/domain/interview/routes';
import type { z } from 'zod';
import { actionOf, auditWithin, CANDIDATE_ACTOR, memberActor } from '../audit/log';
import { applicationDocs, applications, namesOf } from '../company/documents';
import { companyRecipients } from '../mail/recipients';
import { sendEmail } from '../mail/send';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import { privateRef, readSessionInTx, requireSession, type LocatedSession } from '../sessions/sessions';

export const accommodationRequests = () => db().collection('accommodation_requests');
const accommodationDocs = storedConverter('accommodation_requests', storedAccommodationSchema);
type StoredAccommodation = z.output<typeof storedAccommodationSchema>;

function companyView(id: string, stored: StoredAccommodation): AccommodationRequest {
  const { answer, companyId: _companyId, ...request } = stored;
  return {
    id,
    ...request,
    answer: answer
      ? {
          decision: answer.decision,
          message: answer.message,
          at: answer.at,
          by: { uid: answer.byUid, email: answer.byEmail },
        }
      : null,
  };
}

function candidateView(id: string, stored: StoredAccommodation): CandidateAccommodationRequest {
  const { kinds, comment, wait, requestedAt, status, answer } = stored;
  return {
    id,
    kinds,
    comment,
    wait,
    requestedAt,
    status,
    answer: answer ? { decision: answer.decision, message: answer.message, at: answer.at } : null,
  };
}

async function requestsOf(applicationId: string): Promise<{ id: string; stored: StoredAccommodation }[]> {
  const snapshot = await accommodationRequests().where('applicationId', '==', applicationId).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, stored: accommodationDocs.read(doc) }))
    .sort((a, b) => a.stored.requestedAt - b.stored.requestedAt);
}

interface CompanySession {
  located: LocatedSession;
  companyId: string;
  applicationId: string;
}

/** The company interview of a code (404 unknown; 409 a practice: accommodations are for company interviews). */
async function companySession(code: string): Promise<CompanySession> {
  const located = await requireSession(code);
  const { isPractice, companyId, applicationId } = located.data;
  if (isPractice || !companyId || !applicationId) throw new ConflictError(ACCOMMODATION_ERRORS.notACompanyInterview);
  return { located, companyId, applicationId };
}

/**
 * A company interview of a code, with or without an application: the recruiter's «Probar entrevista» has none, and
 * shows the AI notice as every company interview does (409 a practice).
 */
function anyCompanyInterview(located: LocatedSession): { located: LocatedSession; applicationId: string | null } {
  const { isPractice, companyId, applicationId } = located.data;
  if (isPractice || !companyId) throw new ConflictError(ACCOMMODATION_ERRORS.notACompanyInterview);
  return { located, applicationId: applicationId || null };
}

const stateOf = async (
  applicationId: string | null,
  session: { paused?: boolean; aiNotice?: unknown; adjustments?: InterviewAdjustments },
): Promise<InterviewAccommodationState> => ({
  noticeAcknowledged: Boolean(session.aiNotice),
  paused: session.paused === true,
  requests: applicationId ? (await requestsOf(applicationId)).map(({ id, stored }) => candidateView(id, stored)) : [],
  adjustments: {
    realtimeMinutes: realtimeLimitMinutes(session.adjustments),
    textOnly: session.adjustments?.textOnly === true,
    captions: session.adjustments?.captions === true,
  },
});

/**
 * `GET /api/interview/{code}/accommodations`: the notice, the pause and the requests with their answers. A practice
 * (issue 33: the notice in practice too) answers its notice only: accommodations are for company interviews.
 */
export async function interviewAccommodations(code: string): Promise<InterviewAccommodationState> {
  const located = await requireSession(code);
  if (located.data.isPractice) return stateOf(null, { aiNotice: located.data.aiNotice });
  return stateOf(anyCompanyInterview(located).applicationId, located.data);
}

/**
 * `POST /api/interview-ai-notice`: the AI notice acknowledged before the first turn, recorded on the interview: a
 * company interview's (every kind, with or without an application) or a practice's (its own wording).
 */
export async function acknowledgeAiNotice(code: string, version: string) {
  const located = await requireSession(code);
  if (!located.data.isPractice) anyCompanyInterview(located);
  const aiNotice = { version, acknowledgedAt: nowSeconds() };
  await located.privateRef.set({ aiNotice }, { merge: true });
  return aiNotice;
}

/** `POST /api/interview-resume`: a paused interview goes on. */
export async function resumeInterview(code: string): Promise<InterviewAccommodationState> {
  const { located, applicationId } = await companySession(code);
  await located.privateRef.set({ paused: false }, { merge: true });
  return stateOf(applicationId, { ...located.data, paused: false });
}

/** A real-time call is under way: its turns are being recorded, so the interview cannot wait. */
const callLive = (session: LocatedSession['data']) => Boolean(session.realtime && !session.realtime.endedBy);

/** `POST /api/interview-accommodation` */
export async function requestAccommodation(
  input: AccommodationRequestInput,
  origin: string,
): Promise<CandidateAccommodationRequest> {
  const { located, companyId, applicationId } = await companySession(input.chatSessionId);
  const ref = accommodationRequests().doc();
  const now = nowSeconds();
  const kindsLabel = accommodationKindsLabel(input.kinds);
  const { stored, application } = await db().runTransaction(async (tx) => {
    const [session, applicationSnapshot, earlier] = await Promise.all([
      readSessionInTx(tx, located),
      tx.get(applications().doc(applicationId)),
      tx.get(accommodationRequests().where('applicationId', '==', applicationId)),
    ]);
    const application = applicationDocs.read(applicationSnapshot);
    if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
    if (session.status === 'Finished') throw new ConflictError(ACCOMMODATION_ERRORS.finished);
    if (earlier.size >= ACCOMMODATION_REQUESTS_MAX) throw new ConflictError(ACCOMMODATION_ERRORS.tooMany);
    if (input.wait && callLive(session)) throw new ConflictError(ACCOMMODATION_ERRORS.noPauseDuringCall);
    const stored: StoredAccommodation = {
      companyId,
      applicationId,
      vacancyId: application.vacancyId,
      candidateName: application.name,
      kinds: input.kinds,
      comment: input.comment,
      wait: input.wait,
      requestedAt: now,
      status: 'open',
      answer: null,
    };
    tx.create(ref, stored);
    if (input.wait) tx.set(located.privateRef, { paused: true }, { merge: true });
    auditWithin(
      tx,
      companyId,
      {
        actor: CANDIDATE_ACTOR,
        kind: 'accommodation.requested',
        candidate: { applicationId, name: application.name, vacancyId: application.vacancyId },
        action: actionOf(accommodationRequestRoute),
        detail: `${kindsLabel}${input.wait ? ' · entrevista en pausa' : ''}`,
      },
      now,
    );
    return { stored, application };
  });
  // The company hears at once, through the one outbox (each member; a failure never undoes the request).
  const content = accommodationRequestedEmail({
    ...(await namesOf(companyId, application.vacancyId)),
    candidateName: application.name,
    kinds: kindsLabel,
    comment: input.comment,
    waits: input.wait,
    dashboardUrl: `${origin.replace(/\/$/, '')}/dashboard`,
  });
  for (const to of await companyRecipients(companyId))
    await sendEmail({ ...content, to, kind: 'accommodationRequested', companyId, applicationId });
  return candidateView(ref.id, stored);
}

/** `GET /api/application/{id}/accommodations`: one candidate's requests (another company's: 404). */
export async function applicationAccommodations(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const requests = (await requestsOf(applicationId))
    .filter(({ stored }) => stored.companyId === companyId)
    .map(({ id, stored }) => companyView(id, stored));
  return { requests };
}

/** `POST /api/accommodation-requests/{id}/answer`: stored with its audit entry, then emailed to the candidate. */
export async function answerAccommodation(
  companyId: string,
  caller: Caller,
  id: string,
  decision: AccommodationDecision,
  message: string,
): Promise<AccommodationRequest> {
  const ref = accommodationRequests().doc(id);
  const now = nowSeconds();
  const answered = await db().runTransaction(async (tx) => {
    const current = accommodationDocs.read(await tx.get(ref));
    if (current?.companyId !== companyId) throw new NotFoundError(ACCOMMODATION_ERRORS.notFound);
    if (current.status === 'answered') throw new ConflictError(ACCOMMODATION_ERRORS.alreadyAnswered);
    // Accepted, it takes effect on the candidate's interview (its code from the application), read by the server.
    const adjustments = decision === 'accepted' ? adjustmentsFor(current.kinds) : {};
    const application =
      Object.keys(adjustments).length > 0
        ? applicationDocs.read(await tx.get(applications().doc(current.applicationId)))
        : null;
    const code = interviewCodeFromRef(application?.interviewId);
    const interview = code ? await tx.get(privateRef(code)) : null;
    const answer = { decision, message, at: now, byUid: caller.uid, byEmail: caller.email ?? '' };
    tx.update(ref, { status: 'answered', answer });
    if (code && interview?.exists) tx.set(privateRef(code), { adjustments }, { merge: true });
    auditWithin(
      tx,
      companyId,
      {
        actor: memberActor(caller),
        kind: 'accommodation.answered',
        candidate: { applicationId: current.applicationId, name: current.candidateName, vacancyId: current.vacancyId },
        action: actionOf(answerAccommodationRoute),
        detail: `${ACCOMMODATION_TEXTS.decisions[decision]}: ${accommodationKindsLabel(current.kinds)}`,
      },
      now,
    );
    return { ...current, status: 'answered' as const, answer };
  });
  const application = applicationDocs.read(await applications().doc(answered.applicationId).get());
  if (application?.email) {
    const content = accommodationAnsweredEmail({
      ...(await namesOf(companyId, answered.vacancyId)),
      candidateName: answered.candidateName,
      kinds: accommodationKindsLabel(answered.kinds),
      decision: ACCOMMODATION_TEXTS.decisions[decision],
      message,
    });
    await sendEmail({
      ...content,
      to: application.email,
      kind: 'accommodationAnswered',
      companyId,
      applicationId: answered.applicationId,
    });
  }
  return companyView(id, answered);
}

/** Erases an application's requests (with the application). */
export async function deleteApplicationAccommodations(applicationId: string): Promise<void> {
  const snapshot = await accommodationRequests().where('applicationId', '==', applicationId).get();
  if (snapshot.empty) return;
  const batch = db().batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  await batch.commit();
}
