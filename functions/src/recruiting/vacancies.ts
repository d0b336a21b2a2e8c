import {
  interviewRubricOf,
  jobTypeLabel,
  workplaceTypeLabel,
  nextDesign,
  type AuditActor,
  isPastClosingDate,
  nowSeconds,
  publicScreeningOf,
  RECRUITING_ERRORS,
  vacancyInputSchema,
  type PublicVacancy,
  type VacancyInput,
  type VacancyUpdate,
} from '@clara/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { StoredCompanyDocument } from '@clara/domain/recruiting/documents';
import { NotFoundError } from '@clara/domain/common/failures';
import { parseInput } from '@clara/domain/common/api';
import { db } from '../platform/firebase';
import { companyDocs, companyRef, vacancies, vacancyDocs, type StoredVacancy } from '../company/documents';
import { initialCountersFields } from './vacancyCounts';
import { auditWithin } from '../audit/log';
import { recordDesignVersion } from './designVersions';

export { vacancies, vacancyDocs, type StoredVacancy } from '../company/documents';

/**
 * Creates an open (Activa) vacancy for the company; answers its id. Also called by the job-description
 * assistant when a finished description becomes a vacancy.
 */
/**
 * A new vacancy of the company, with its audit entry in the same batch. `status` 'No Activa' makes a draft (issue
 * 34: the job-description assistant's conversion with only an access code): not on the careers page, the sitemap or
 * Google's job search until a member publishes it (sets it Activa from the dashboard).
 */
export async function createVacancy(
  companyId: string,
  input: VacancyInput,
  origin: { actor: AuditActor; action: string },
  status: 'Activa' | 'No Activa' = 'Activa',
): Promise<string> {
  // Parsed again so that callers other than the HTTP route (the assistant) get the same defaults and checks.
  input = parseInput(vacancyInputSchema, input);
  const ref = vacancies().doc();
  const design = input.design ? nextDesign(null, input.design) : null;
  // The vacancy and its audit entry in one batch (issue 31): neither exists without the other.
  const batch = db().batch();
  batch.create(ref, {
    companyId,
    title: input.jobTitle,
    description: input.description,
    status,
    createdAt: nowSeconds(),
    workplaceType: input.workplaceType,
    employeeLocation: input.employeeLocation,
    country: input.country,
    jobType: input.jobType,
    comments: '',
    ...(design ? { design } : {}),
    ...designFields(input),
    ...initialCountersFields(),
  });
  recordDesignVersion(batch, { companyId, vacancyId: ref.id }, design, nowSeconds());
  auditWithin(batch, companyId, {
    actor: origin.actor,
    kind: 'vacancy.created',
    vacancyId: ref.id,
    action: origin.action,
    detail: input.jobTitle,
  });
  await batch.commit();
  return ref.id;
}

/** Issue 30: the screening questions, pay range and closing date, as stored. */
const designFields = (input: VacancyInput) => ({
  screening: input.screening,
  payRange: input.payRange,
  closingDate: input.closingDate,
});

/**
 * Issue 30: whether the vacancy takes applications now: Activa and its closing date (if any) not past. Evaluated
 * at every read (the job page, the careers page, the application), so it closes on that day without a job.
 */
export function acceptsApplications(
  vacancy: Pick<StoredVacancy, 'status' | 'closingDate'>,
  now = nowSeconds(),
): boolean {
  return vacancy.status === 'Activa' && !isPastClosingDate(vacancy.closingDate ?? '', now);
}

/**
 * The company's vacancy and its snapshot (its counters are read from it too), inside `tx` when given; 404 when
 * missing or another company's.
 */
export async function readCompanyVacancy(
  companyId: string,
  vacancyId: string,
  tx?: Transaction,
): Promise<{ vacancy: StoredVacancy; snapshot: DocumentSnapshot }> {
  const ref = vacancies().doc(vacancyId);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const vacancy = vacancyDocs.read(snapshot);
  if (vacancy?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  return { vacancy, snapshot };
}

/** The company's vacancy, read inside `tx` when given; 404 when missing or another company's. */
export async function getCompanyVacancy(
  companyId: string,
  vacancyId: string,
  tx?: Transaction,
): Promise<StoredVacancy> {
  return (await readCompanyVacancy(companyId, vacancyId, tx)).vacancy;
}

/** `PUT /api/update-vacancy/{id}`: read and write in one transaction, scoped to the company. */
export async function updateVacancy(
  companyId: string,
  vacancyId: string,
  input: VacancyUpdate,
  origin: { actor: AuditActor; action: string },
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const current = await getCompanyVacancy(companyId, vacancyId, tx);
    // The purge erases applications a while after the vacancy is closed (issue 10): remember when.
    const closedAt = input.status === 'Cerrada' ? (current.status === 'Cerrada' ? undefined : nowSeconds()) : null;
    const design = input.design === undefined ? undefined : nextDesign(current.design, input.design);
    tx.update(vacancies().doc(vacancyId), {
      ...(closedAt === undefined ? {} : { closedAt }),
      title: input.jobTitle,
      description: input.description,
      status: input.status,
      workplaceType: input.workplaceType,
      employeeLocation: input.employeeLocation,
      country: input.country,
      jobType: input.jobType,
      comments: input.comments,
      // Issue 30: absent keeps the design; a change of the skills raises the rubric version (interviews
      // already assigned keep the copy they hold, so past analyses are never rewritten).
      ...(design === undefined ? {} : { design }),
      ...designFields(input),
    });
    // Issue 33: the version's record, for the works-council sheet's differences.
    recordDesignVersion(tx, { companyId, vacancyId }, design, nowSeconds());
    // Recorded in the same transaction (issue 31): a status change apart from an edit of the text.
    const changed = changedFields(current, input);
    if (current.status !== input.status)
      auditWithin(tx, companyId, {
        ...origin,
        kind: 'vacancy.statusChanged',
        vacancyId,
        detail: `${current.status} → ${input.status}`,
      });
    if (changed.length)
      auditWithin(tx, companyId, { ...origin, kind: 'vacancy.updated', vacancyId, detail: changed.join(', ') });
  });
}

/** The vacancy's fields an edit changes, by their Spanish names (the entry's detail; never their text). */
function changedFields(current: StoredVacancy, input: VacancyUpdate): string[] {
  const fields: Array<[string, unknown, unknown]> = [
    ['título', current.title, input.jobTitle],
    ['descripción', current.description, input.description],
    ['modalidad', current.workplaceType, input.workplaceType],
    ['ubicación', current.employeeLocation, input.employeeLocation],
    ['país', current.country, input.country],
    ['jornada', current.jobType, input.jobType],
    ['comentarios', current.comments, input.comments],
  ];
  return fields.filter(([, before, after]) => (before ?? '') !== (after ?? '')).map(([name]) => name);
}

export async function listCompanyVacancies(companyId: string): Promise<StoredVacancy[]> {
  const snapshot = await vacancies().where('companyId', '==', companyId).get();
  return snapshot.docs.map((doc) => vacancyDocs.read(doc));
}

/** `GET /api/public-vacancy/{id}`: what anyone may see of a vacancy (SPEC §3 Public view). */
export async function getPublicVacancy(vacancyId: string): Promise<PublicVacancy> {
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (!vacancy) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  return publicViewOf(vacancy);
}

/** SPEC §3 Public view of a stored vacancy, with its company's name (also the public job page's content). */
export async function publicViewOf(vacancy: StoredVacancy): Promise<PublicVacancy> {
  return publicViewWith(vacancy, companyDocs.read(await companyRef(vacancy.companyId).get()));
}

/** The public view with its company's document already read (`null`: no such company). */
export function publicViewWith(vacancy: StoredVacancy, company: StoredCompanyDocument | null): PublicVacancy {
  const slug = company?.slug ?? '';
  return {
    id: vacancy.id,
    title: vacancy.title,
    company: company?.name ?? '',
    ...(slug ? { companySlug: slug } : {}),
    jobType: vacancy.jobType,
    workplaceType: vacancy.workplaceType,
    employeeLocation: vacancy.employeeLocation,
    country: vacancy.country,
    description: vacancy.description,
    acceptingApplications: acceptsApplications(vacancy),
    // Issue 30: only what the company gave (the public view of a vacancy without them is as before).
    ...(vacancy.payRange ? { payRange: vacancy.payRange } : {}),
    ...(vacancy.closingDate ? { closingDate: vacancy.closingDate } : {}),
    ...(vacancy.screening.length > 0 ? { screening: publicScreeningOf(vacancy.screening) } : {}),
  };
}

/**
 * The interview context of a company interview for this vacancy (issue 30: with its rubric when it was designed):
 * the assigned candidate's, or the recruiter's trial («Probar entrevista»).
 */
export function companyInterviewContext(vacancy: StoredVacancy, candidate: { name: string; cv: string }) {
  const rubric = interviewRubricOf(vacancy.design);
  return {
    kind: 'company' as const,
    jobTitle: vacancy.title,
    jobDescription: vacancy.description,
    candidateName: candidate.name,
    candidateCV: candidate.cv,
    interviewFocus: 'balanceada' as const,
    vacancyDetails: [
      `Modalidad: ${workplaceTypeLabel(vacancy.workplaceType)}`,
      vacancy.employeeLocation && `Ubicación: ${vacancy.employeeLocation}`,
      `Tipo de empleo: ${jobTypeLabel(vacancy.jobType)}`,
    ]
      .filter(Boolean)
      .join('\n'),
    ...(rubric ? { rubric } : {}),
  };
}
