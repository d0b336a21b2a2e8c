import {
  APPLICATION_STATUSES,
  canRecruiterSetStatus,
  nowSeconds,
  RECRUITING_ERRORS,
  type Application,
  type ApplicationStatus,
  type ApplicationSubmitInput,
  type StatusHistoryEntry,
  type StatusUpdateInput,
} from '@clara/domain';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { ApiError, conflict, notFound } from '../http/errors';
import { db } from '../platform/firebase';
import { applicationKeyExists, candidateIdFor, createApplicationKey } from './applicationKeys';
import { isAlreadyExists } from './firestoreErrors';
import { toSeconds } from './time';
import { vacancies, vacancyFromDoc } from './vacancies';

/**
 * Data access for `applications/{id}` {companyId, vacancyId, candidateId, name, email, phoneNumber,
 * countryCode, linkedin, cv, status, statusHistory, interviewId, createdAt}.
 */
export const applications = () => db().collection('applications');

export type StoredApplication = Omit<Application, 'interviews' | 'candidate'> & { companyId: string };

const isStatus = (value: unknown): value is ApplicationStatus => (APPLICATION_STATUSES as readonly unknown[]).includes(value);

/** What the candidate types in the application form: stored as submitted, read back as text. */
const APPLICANT_FIELDS = ['name', 'email', 'phoneNumber', 'countryCode', 'linkedin', 'cv'] as const;
type ApplicantFields = Pick<Application, (typeof APPLICANT_FIELDS)[number]>;

const applicantFields = (source: Record<string, unknown>): ApplicantFields =>
  Object.fromEntries(APPLICANT_FIELDS.map((field) => [field, String(source[field] ?? '')])) as ApplicantFields;

export function applicationFromDoc(id: string, data: DocumentData): StoredApplication {
  const history = Array.isArray(data.statusHistory) ? data.statusHistory : [];
  return {
    id,
    companyId: String(data.companyId ?? ''),
    vacancyId: String(data.vacancyId ?? ''),
    candidateId: String(data.candidateId ?? ''),
    ...applicantFields(data),
    status: isStatus(data.status) ? data.status : 'Nueva',
    statusHistory: history
      .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === 'object')
      .map((entry) => ({
        status: isStatus(entry.status) ? entry.status : 'Nueva',
        date: toSeconds(entry.date) ?? 0,
        notes: String(entry.notes ?? ''),
      })),
    interviewId: typeof data.interviewId === 'string' && data.interviewId ? data.interviewId : null,
    createdAt: toSeconds(data.createdAt) ?? 0,
  };
}

/** The company's application, read inside `tx`; 404 when missing or another company's. */
export async function getCompanyApplication(tx: Transaction, companyId: string, applicationId: string): Promise<StoredApplication> {
  const snapshot = await tx.get(applications().doc(applicationId));
  const data = snapshot.data();
  if (!data || data.companyId !== companyId) throw notFound(RECRUITING_ERRORS.applicationNotFound);
  return applicationFromDoc(snapshot.id, data);
}

export async function listCompanyApplications(companyId: string): Promise<StoredApplication[]> {
  const snapshot = await applications().where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => applicationFromDoc(doc.id, doc.data()));
}

/** Writes a status change and its history entry (the caller's transaction keeps them together). */
export function writeStatusChange(tx: Transaction, applicationId: string, entry: StatusHistoryEntry, extra: DocumentData = {}): void {
  tx.update(applications().doc(applicationId), {
    ...extra,
    status: entry.status,
    statusHistory: FieldValue.arrayUnion(entry),
  });
}

/** `POST /api/update-application-status`: only SPEC §4's moves, read and written in one transaction. */
export async function updateApplicationStatus(companyId: string, input: StatusUpdateInput): Promise<StatusHistoryEntry> {
  return db().runTransaction(async (tx) => {
    const application = await getCompanyApplication(tx, companyId, input.applicationId);
    if (!canRecruiterSetStatus(application.status, input.newStatus)) {
      throw conflict(RECRUITING_ERRORS.statusNotAllowed(application.status, input.newStatus));
    }
    const entry: StatusHistoryEntry = { status: input.newStatus, date: nowSeconds(), notes: input.notes };
    writeStatusChange(tx, application.id, entry);
    return entry;
  });
}

/** `POST /api/check-duplicate-app`. */
export async function applicationExists(vacancyId: string, email: string): Promise<boolean> {
  return applicationKeyExists(vacancyId, email);
}

/**
 * `POST /api/submit-application`: the application and its (vacancy, email) key are created in one commit;
 * a duplicate, even a racing one, answers 409 and writes nothing.
 */
export async function submitApplication(input: ApplicationSubmitInput): Promise<string> {
  const ref = input.applicationId ? applications().doc(input.applicationId) : applications().doc();
  try {
    await db().runTransaction(async (tx) => {
      const vacancySnapshot = await tx.get(vacancies().doc(input.vacancyId));
      const vacancyData = vacancySnapshot.data();
      if (!vacancyData) throw notFound(RECRUITING_ERRORS.vacancyNotFound);
      const vacancy = vacancyFromDoc(vacancySnapshot.id, vacancyData);
      if (vacancy.status !== 'Activa') throw new ApiError(409, RECRUITING_ERRORS.vacancyClosed);
      if (await applicationKeyExists(vacancy.id, input.email, tx)) throw conflict(RECRUITING_ERRORS.duplicateApplication);
      const createdAt = nowSeconds();
      createApplicationKey(tx, { vacancyId: vacancy.id, email: input.email, companyId: vacancy.companyId, applicationId: ref.id, createdAt });
      tx.create(ref, {
        companyId: vacancy.companyId,
        vacancyId: vacancy.id,
        candidateId: candidateIdFor(input.email),
        ...applicantFields(input),
        status: 'Nueva',
        statusHistory: [{ status: 'Nueva', date: createdAt, notes: 'Postulación recibida.' }],
        interviewId: null,
        createdAt,
      });
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw conflict(RECRUITING_ERRORS.duplicateApplication);
    throw error;
  }
  return ref.id;
}
