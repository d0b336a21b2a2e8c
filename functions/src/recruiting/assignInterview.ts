import {
  interviewCodeFromRef,
  interviewRef,
  nowSeconds,
  PRODUCT,
  RECRUITING_ERRORS,
  type StartInterviewInput,
  type StartInterviewResponse,
} from '@clara/domain';
import { syncFairness } from '../fairness/counts';
import { ConflictError, ValidationError } from '@clara/domain/common/failures';
import { createInterviewSession } from '../sessions/sessions';
import { db } from '../platform/firebase';
import type { Caller } from '../platform/auth';
import { getCompanyApplication, historyEntry, writeStatusChange } from './applications';
import { safely, sendInterviewInvitation } from './emails';
import { isAlreadyExists } from '../platform/firestoreErrors';
import { createInterviewAssignment } from './interviewAssignments';
import { companyInterviewContext, getCompanyVacancy } from './vacancies';
import { emitStatusChanged } from '../webhooks/events';
import { startClaraInterviewRoute } from '@clara/domain/recruiting/routes';
import { actionOf, auditWithin, memberActor, SYSTEM_ACTOR } from '../audit/log';

/**
 * `POST /api/start-clara-interview`: creates the company interview seeded with the vacancy and the CV,
 * stores its reference on the application and moves it to Entrevista, all in one transaction. An
 * application that already has an interview answers that one (created: false) and writes nothing.
 */
export async function assignInterview(
  companyId: string,
  caller: Caller,
  input: StartInterviewInput,
  origin: string,
  action = actionOf(startClaraInterviewRoute),
): Promise<StartInterviewResponse> {
  const assigned = await assignInTransaction(companyId, caller, input, origin, action);
  // The candidate's invitation (link and code), once, when this call created the interview.
  if (assigned.created) {
    await safely('interview invitation', () => sendInterviewInvitation(input.applicationId, origin));
    await safely('webhook application.status_changed', () =>
      emitStatusChanged(input.applicationId, 'Nueva', 'Entrevista', ''),
    );
    await syncFairness(input.applicationId);
  }
  return assigned;
}

async function assignInTransaction(
  companyId: string,
  caller: Caller,
  input: StartInterviewInput,
  origin: string,
  action: string,
): Promise<StartInterviewResponse> {
  try {
    return await db().runTransaction(async (tx) => {
      // Every read comes before any write (Firestore transactions).
      const application = await getCompanyApplication(tx, companyId, input.applicationId);
      const existing = existingInterview(application.interviewId);
      if (existing) return existing;
      if (application.vacancyId !== input.vacancyId || application.candidateId !== input.candidateId) {
        throw new ValidationError(RECRUITING_ERRORS.applicationMismatch);
      }
      if (application.status !== 'Nueva') throw new ConflictError(RECRUITING_ERRORS.interviewNeedsNueva);
      const vacancy = await getCompanyVacancy(companyId, application.vacancyId, tx);
      // Issue 30: the interview keeps the rubric version it is assigned with.
      const { code } = await createInterviewSession(tx, {
        isPractice: false,
        context: companyInterviewContext(vacancy, application),
        companyId,
        vacancyId: vacancy.id,
        applicationId: application.id,
        candidateId: application.candidateId,
        publicOrigin: origin,
      });
      const date = nowSeconds();
      createInterviewAssignment(tx, { applicationId: application.id, companyId, code, createdAt: date });
      // Issue 31: the member's move and Clara's own action (the interview and its invitation), in this transaction.
      writeStatusChange(
        tx,
        application,
        historyEntry('Entrevista', `Entrevista con ${PRODUCT.name} asignada.`, caller, date),
        { actor: memberActor(caller), action },
        { interviewId: interviewRef(code) },
      );
      auditWithin(
        tx,
        companyId,
        {
          actor: SYSTEM_ACTOR,
          kind: 'interview.assigned',
          candidate: { applicationId: application.id, name: application.name, vacancyId: application.vacancyId },
          action,
          detail: code,
        },
        date,
      );
      return { interviewId: interviewRef(code), code, created: true };
    });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    // Another assignment of the same application committed first: answer its interview.
    const application = await db().runTransaction((tx) => getCompanyApplication(tx, companyId, input.applicationId));
    const existing = existingInterview(application.interviewId);
    if (!existing) throw new ConflictError(RECRUITING_ERRORS.assignmentInProgress);
    return existing;
  }
}

function existingInterview(ref: string | null): StartInterviewResponse | null {
  const code = interviewCodeFromRef(ref);
  return code ? { interviewId: interviewRef(code), code, created: false } : null;
}
