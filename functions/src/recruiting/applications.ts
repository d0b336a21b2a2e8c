import {
  candidateDataUrl,
  DIRECT_SOURCE,
  answerLabel,
  evaluateScreening,
  SCREENING_TEXTS,
  type ScreeningResult,
  type FunnelApplication,
  canRecruiterSetStatus,
  nowSeconds,
  RECRUITING_ERRORS,
  type Application,
  type ApplicationStatus,
  type ApplicationSubmitInput,
  type StatusHistoryEntry,
  type StatusUpdateInput,
  type CandidateEmailOutcome,
  CV_FILE_ERRORS,
  LIMITS,
} from '@clara/domain';
import { candidateStatusRank } from '@clara/domain/recruiting/pipeline/keys';
import { randomUUID } from 'node:crypto';
import type { DocumentData, DocumentReference, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { StoredCvFile } from '@clara/domain/recruiting/documents';
import type { Caller } from '../platform/auth';
import { ConflictError, NotFoundError, ValidationError } from '@clara/domain/common/failures';
import { db } from '../platform/firebase';
import {
  applicationDocs,
  applicationOf,
  applications,
  vacancies,
  vacancyDocs,
  type StoredApplication,
  type StoredVacancy,
} from '../company/documents';
import { commitCvUpload, deleteCvChunks, readCvUpload, writeCvChunks } from './cvFiles';
import { log } from '../platform/log';
import { applicationKeyExists, candidateIdFor, createApplicationKey } from './applicationKeys';
import { createCandidateLink, newCandidateToken } from '../company/candidateLinks';
import { safely, sendApplicationReceived, sendScreeningRejection, type ReceivedInput } from './emails';
import { actionOf, auditWithin, memberActor, SYSTEM_ACTOR, type AuditInput } from '../audit/log';
import { updateApplicationStatusRoute } from '@clara/domain/recruiting/routes';
import { isAlreadyExists } from '../platform/firestoreErrors';
import { applicationListingFields, changeCounts, statusMove } from './vacancyCounts';
import { readPracticeToShare, writeShare } from '../practice/attach';
import { recordFunnelChange } from './funnel/sums';
import { acceptsApplications } from './vacancies';
import { emitApplicationCreated, emitStatusChanged } from '../webhooks/events';
import { planStatusEmail, recordKnockoutRejection, sendPlannedEmail } from './statusEmails';
import { markDecided, openSelfIdentification } from '../fairness/selfIdentification';
import { syncFairness } from '../fairness/counts';
import { DECISION_STATUSES } from '@clara/domain/fairness/selfIdentification';

export { applicationDocs, applicationOf, applications, type StoredApplication } from '../company/documents';

/** What the candidate types in the application form: stored as submitted. */
const APPLICANT_FIELDS = ['name', 'email', 'phoneNumber', 'countryCode', 'linkedin', 'cv'] as const;
export type ApplicantFields = Pick<Application, (typeof APPLICANT_FIELDS)[number]>;

export const applicantFields = (source: Record<string, unknown>): ApplicantFields =>
  Object.fromEntries(APPLICANT_FIELDS.map((field) => [field, String(source[field] ?? '')])) as ApplicantFields;

/** A query's application, parsed. */
export const applicationFromDoc = (doc: QueryDocumentSnapshot): StoredApplication =>
  applicationOf(applicationDocs.read(doc));

/** A new history entry (COMMON decision 2): its own id, and who made it (null: Clara, the system, the candidate). */
export function historyEntry(
  status: ApplicationStatus,
  notes: string,
  by: Caller | null,
  date = nowSeconds(),
): StatusHistoryEntry {
  return { id: randomUUID(), status, date, notes, by: by ? { uid: by.uid, email: by.email ?? '' } : null };
}

/** The company's application, read inside `tx`; 404 when missing or another company's. */
export async function getCompanyApplication(
  tx: Transaction,
  companyId: string,
  applicationId: string,
): Promise<StoredApplication> {
  const snapshot = await tx.get(applications().doc(applicationId));
  const application = applicationDocs.read(snapshot);
  if (!application || application.companyId !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  return applicationOf(application);
}

export async function listCompanyApplications(companyId: string): Promise<StoredApplication[]> {
  const snapshot = await applications().where('companyId', '==', companyId).get();
  return snapshot.docs.map(applicationFromDoc);
}

/** The application as the funnel reads it (domain/src/recruiting/funnel). */
export function funnelApplicationOf(
  application: Pick<StoredApplication, 'source' | 'createdAt' | 'statusHistory'>,
): FunnelApplication {
  return {
    source: application.source,
    createdAt: application.createdAt,
    statusHistory: application.statusHistory.map(({ status, date }) => ({ status, date })),
  };
}

/** Who made a status change and from which action, for its audit entry (issue 31). */
export interface StatusChangeAudit {
  actor: AuditInput['actor'];
  action: string;
  /** `candidate.statusChanged` unless told (the automatic closing has its own kind). */
  kind?: AuditInput['kind'];
  /** The new status unless told. */
  detail?: string;
}

/**
 * Writes a status change and appends its history entry to the history read in the same transaction
 * (read-modify-write, never arrayUnion: identical concurrent changes are each recorded). The vacancy's
 * counters move in the same transaction (and count the interview when `extra` assigns the first one), and so
 * does its audit entry (issue 31): no change exists without its entry, and a change that fails writes none.
 */
export function writeStatusChange(
  tx: Transaction,
  application: Pick<
    StoredApplication,
    'id' | 'companyId' | 'vacancyId' | 'name' | 'status' | 'interviewId' | 'statusHistory' | 'source' | 'createdAt'
  >,
  entry: StatusHistoryEntry,
  audit: StatusChangeAudit,
  extra: DocumentData = {},
): void {
  auditWithin(
    tx,
    application.companyId,
    {
      actor: audit.actor,
      kind: audit.kind ?? 'candidate.statusChanged',
      candidate: { applicationId: application.id, name: application.name, vacancyId: application.vacancyId },
      action: audit.action,
      detail: audit.detail ?? entry.status,
    },
    entry.date,
  );
  const statusHistory = [...application.statusHistory, entry];
  // Issue 33: a decision opens the voluntary self-identification when the company asks after it.
  if ((DECISION_STATUSES as readonly string[]).includes(entry.status)) markDecided(tx, application);
  tx.update(applications().doc(application.id), {
    ...extra,
    status: entry.status,
    statusRank: candidateStatusRank(entry.status),
    statusHistory,
  });
  // Issue 23: the funnel's sums move in the same transaction.
  recordFunnelChange(
    tx,
    application,
    funnelApplicationOf(application),
    funnelApplicationOf({ ...application, statusHistory }),
  );
  const gainsInterview = !application.interviewId && typeof extra.interviewId === 'string' && extra.interviewId !== '';
  changeCounts(tx, application.vacancyId, {
    ...statusMove(application.status, entry.status),
    interviews: gainsInterview ? 1 : 0,
  });
}

/** A status move's transaction attempts (the SDK's own retries, with its backoff): four times its default. */
const STATUS_MOVE_ATTEMPTS = 20;

/** `POST /api/update-application-status`: only SPEC §4's moves, read and written in one transaction. */
export async function updateApplicationStatus(
  companyId: string,
  caller: Caller,
  input: StatusUpdateInput,
  action = actionOf(updateApplicationStatusRoute),
): Promise<{ entry: StatusHistoryEntry; candidateEmail: CandidateEmailOutcome | null }> {
  const { entry, from, application, email } = await db().runTransaction(
    async (tx) => {
      const application = await getCompanyApplication(tx, companyId, input.applicationId);
      if (!canRecruiterSetStatus(application.status, input.newStatus)) {
        throw new ConflictError(RECRUITING_ERRORS.statusNotAllowed(application.status, input.newStatus));
      }
      // Issue 32: the email with the move is decided (and a rejection recorded) in the move's own transaction.
      const email = await planStatusEmail(tx, application, {
        to: input.newStatus,
        email: input.candidateEmail,
        spam: input.spam ?? false,
      });
      const entry = historyEntry(input.newStatus, input.notes, caller);
      writeStatusChange(tx, application, entry, { actor: memberActor(caller), action });
      email.write();
      return { entry, from: application.status, application, email };
    },
    // Ten identical moves at once must all land (COMMON decision 2): a loaded emulator aborts waiters with
    // «Transaction lock timeout» past the SDK's default 5 attempts, so a move gets more of them before its 409.
    { maxAttempts: STATUS_MOVE_ATTEMPTS },
  );
  if (email.planned) await sendPlannedEmail(application, email.planned);
  await safely('webhook application.status_changed', () =>
    emitStatusChanged(input.applicationId, from, entry.status, entry.notes),
  );
  await syncFairness(input.applicationId);
  return { entry, candidateEmail: email.outcome };
}

/**
 * `POST /api/check-duplicate-app`: answers only for a vacancy that takes applications (issue 10: it must not
 * tell, for any vacancy, whether an email applied); else 404.
 */
export async function applicationExists(vacancyId: string, email: string): Promise<boolean> {
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (!vacancy || !acceptsApplications(vacancy)) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  return applicationKeyExists(vacancyId, email);
}

/** The CV's text: the file's, then what the candidate pasted beside it (bounded like pasted text). */
const cvTextOf = (pasted: string, extracted: string): string =>
  [extracted, pasted]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, LIMITS.cv);

/**
 * Before a file's chunks are written: the refusals the transaction would make (vacancy gone or closed, screening
 * answers invalid, this email already applied), so a refused application with a file writes nothing at all.
 */
async function refuseEarly(vacancy: StoredVacancy | null, input: ApplicationSubmitInput): Promise<void> {
  if (!vacancy) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  if (!acceptsApplications(vacancy)) throw new ConflictError(RECRUITING_ERRORS.vacancyClosed);
  const screened = evaluateScreening(vacancy.screening, input.screening);
  if ('errors' in screened) throw new ValidationError(Object.values(screened.errors)[0] ?? '', screened.errors);
  if (await applicationKeyExists(vacancy.id, input.email))
    throw new ConflictError(RECRUITING_ERRORS.duplicateApplication);
}

const kindOf = (screening: ScreeningResult | null, questionId: string) =>
  screening?.answers.find((answer) => answer.questionId === questionId)?.kind ?? 'text';

/** A new application as every path creates it: submitted by the candidate, or added by the team (issue 32). */
export interface NewApplication {
  ref: DocumentReference;
  vacancy: Pick<StoredVacancy, 'id' | 'companyId'>;
  /** The candidate's data link's token (createCandidateLink). */
  token: string;
  applicant: ApplicantFields;
  cvFile: StoredCvFile | null;
  status: ApplicationStatus;
  statusHistory: StatusHistoryEntry[];
  createdAt: number;
  source: string;
  consent: { version: string; acceptedAt: number } | null;
  /** What only one path stores (a shared practice report, screening answers). */
  extra?: DocumentData;
}

/**
 * Writes a new application in `tx`, with what always comes with it: its (vacancy, email) key (a racing duplicate
 * fails the commit), the candidate's data link, the search and listing fields, the vacancy's counters, the
 * funnel's sums, and the end of its CV file's upload. The caller has checked the key inside `tx` and done every read first.
 */
export function createApplicationWithin(tx: Transaction, input: NewApplication): void {
  const { ref, vacancy, applicant, status, createdAt } = input;
  createApplicationKey(tx, {
    vacancyId: vacancy.id,
    email: applicant.email,
    companyId: vacancy.companyId,
    applicationId: ref.id,
    createdAt,
  });
  createCandidateLink(tx, input.token, { applicationId: ref.id, companyId: vacancy.companyId, createdAt });
  tx.create(ref, {
    companyId: vacancy.companyId,
    vacancyId: vacancy.id,
    candidateId: candidateIdFor(applicant.email),
    ...applicant,
    ...(input.cvFile ? { cvFile: input.cvFile } : {}),
    status,
    ...applicationListingFields({ status, name: applicant.name, email: applicant.email }),
    statusHistory: input.statusHistory,
    interviewId: null,
    createdAt,
    consent: input.consent,
    // Issue 23: where the candidate came from (`?fuente=`; none is 'directo', one the team added 'equipo').
    source: input.source,
    ...input.extra,
  });
  if (input.cvFile) commitCvUpload(tx, input.cvFile);
  changeCounts(tx, vacancy.id, { applications: 1, byStatus: { [status]: 1 } });
  recordFunnelChange(
    tx,
    { companyId: vacancy.companyId, vacancyId: vacancy.id },
    null,
    funnelApplicationOf({ source: input.source, createdAt, statusHistory: input.statusHistory }),
  );
}

/** After a new application's commit: the application-received email (with the data link) and its webhook. */
export async function announceApplication(received: ReceivedInput): Promise<void> {
  await safely('application received', () => sendApplicationReceived(received));
  await safely('webhook application.created', () => emitApplicationCreated(received.applicationId));
}

/**
 * `POST /api/submit-application`: the application, its (vacancy, email) key and the candidate's data link
 * are created in one commit; a duplicate, even a racing one, answers 409 and writes nothing. Then the
 * candidate gets the application-received email with their link (`origin`: the site's public origin).
 */
export async function submitApplication(
  input: ApplicationSubmitInput,
  origin: string,
): Promise<{ applicationId: string; selfIdentificationToken: string | null }> {
  const ref = input.applicationId ? applications().doc(input.applicationId) : applications().doc();
  const token = newCandidateToken();
  let companyId = '';
  // The vacancy is read before the transaction, not in it: the transaction writes the vacancy's counters, and
  // every concurrent application holding a read lock on that document made the others' commits contend until
  // one ran out of retries (20 at once on the official emulator: one 500). Its company and title never change;
  // a vacancy closed between this read and the commit takes this one application, as if it came a moment earlier.
  const vacancy = vacancyDocs.read(await vacancies().doc(input.vacancyId).get());
  let selfIdToken: string | null = null;
  let screening: ScreeningResult | null = null;
  let rejectionEmailId: string | undefined;
  // Issue 30: a CV file is checked and read before anything is written (a 400 stores nothing), then its chunks
  // are written under the application ahead of the transaction that creates it, and removed if that fails.
  const upload = input.cvFile ? await readCvUpload(input.cvFile) : null;
  const cv = cvTextOf(input.cv, upload?.text ?? '');
  if (cv === '') throw new ValidationError(CV_FILE_ERRORS.noText, { cv: CV_FILE_ERRORS.noText });
  if (upload) await refuseEarly(vacancy, input);
  const cvFile = upload ? await writeCvChunks(ref.id, upload) : null;
  try {
    await db().runTransaction(async (tx) => {
      if (!vacancy) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
      if (!acceptsApplications(vacancy)) throw new ConflictError(RECRUITING_ERRORS.vacancyClosed);
      // Issue 30: the answers to the vacancy's screening questions, checked before anything is written.
      const screened = evaluateScreening(vacancy.screening, input.screening);
      if ('errors' in screened) throw new ValidationError(Object.values(screened.errors)[0] ?? '', screened.errors);
      screening = vacancy.screening.length > 0 ? screened.result : null;
      const autoReject = screening?.autoReject ?? null;
      if (await applicationKeyExists(vacancy.id, input.email, tx))
        throw new ConflictError(RECRUITING_ERRORS.duplicateApplication);
      // Issue 12: the practice report is read here and its share written in this same commit, bound to this application.
      const practice = input.practiceCode ? await readPracticeToShare(tx, input.practiceCode, vacancy.companyId) : null;
      // Issue 33: the voluntary self-identification opens beside the application (read the timing, write later).
      const openSelfId = await openSelfIdentification(tx, {
        id: ref.id,
        companyId: vacancy.companyId,
        vacancyId: vacancy.id,
      });
      const createdAt = nowSeconds();
      const firstEntry = historyEntry('Nueva', 'Postulación recibida.', null, createdAt);
      // A knock-out the company set to reject moves it to Descartado at once (by the system), with its reason.
      const statusHistory = autoReject
        ? [firstEntry, historyEntry('Descartado', SCREENING_TEXTS.historyNote(autoReject.prompt), null, createdAt)]
        : [firstEntry];
      const status = autoReject ? 'Descartado' : 'Nueva';
      if (autoReject) {
        rejectionEmailId = recordKnockoutRejection(tx, ref.id, vacancy.companyId, createdAt);
        // Issue 31: the system's rejection recorded with the application it rejects.
        auditWithin(
          tx,
          vacancy.companyId,
          {
            actor: SYSTEM_ACTOR,
            kind: 'candidate.knockedOut',
            candidate: { applicationId: ref.id, name: input.name, vacancyId: input.vacancyId },
            action: 'POST /api/submit-application',
            detail: SCREENING_TEXTS.auditDetail(
              autoReject.prompt,
              answerLabel({ kind: kindOf(screening, autoReject.questionId), answer: autoReject.answer }),
            ),
          },
          createdAt,
        );
      }
      companyId = vacancy.companyId;
      const shareId = practice
        ? writeShare(
            tx,
            practice,
            { applicationId: ref.id, companyId: vacancy.companyId, vacancyId: vacancy.id, vacancyTitle: vacancy.title },
            createdAt,
          )
        : null;
      createApplicationWithin(tx, {
        ref,
        vacancy,
        token,
        applicant: { ...applicantFields(input), cv },
        cvFile,
        status,
        statusHistory,
        createdAt,
        source: input.source ?? DIRECT_SOURCE,
        consent: { version: input.consentVersion, acceptedAt: createdAt },
        extra: {
          ...(shareId ? { practiceReport: { shareId, status: 'shared' } } : {}),
          ...(screening
            ? {
                screening: {
                  answers: screening.answers,
                  knockedOut: screening.knockedOut,
                  autoRejected: autoReject !== null,
                },
              }
            : {}),
        },
      });
      selfIdToken = openSelfId(tx);
    });
  } catch (error) {
    return await refuseApplication(error, ref.id, cvFile);
  }
  const received = {
    applicationId: ref.id,
    companyId,
    vacancyId: input.vacancyId,
    to: input.email,
    candidateName: input.name,
    dataUrl: candidateDataUrl(origin, token),
  };
  await announceApplication(received);
  const rejected = (screening as ScreeningResult | null)?.autoReject;
  if (rejected) {
    await safely('screening rejection', () =>
      sendScreeningRejection({ ...received, reason: rejected.reason, emailId: rejectionEmailId }),
    );
    await safely('webhook application.status_changed', () =>
      emitStatusChanged(ref.id, 'Nueva', 'Descartado', SCREENING_TEXTS.historyNote(rejected.prompt)),
    );
  }
  await syncFairness(ref.id);
  return { applicationId: ref.id, selfIdentificationToken: selfIdToken };
}

/**
 * After a failed creation: the CV file's chunks written for it are deleted (nothing half-written stays), and a
 * second application of the same email answers the SPEC duplicate text.
 */
export async function refuseApplication(
  error: unknown,
  applicationId: string,
  cvFile: StoredCvFile | null,
): Promise<never> {
  if (cvFile)
    await deleteCvChunks(applicationId, cvFile).catch((cleanup: unknown) =>
      log.error('Could not delete a refused application’s CV file', { error: cleanup }),
    );
  if (isAlreadyExists(error)) throw new ConflictError(RECRUITING_ERRORS.duplicateApplication);
  throw error;
}
