/**
 * Recruiting's collections and their converters (platform/stored.ts): every read of `applications`, `vacancies`
 * and `companies` parses the document with its schema from domain (`@clara/domain/recruiting/documents`).
 * This module imports no feature, so any of them may read these collections without an import cycle.
 */
import {
  storedApplicationSchema,
  storedCompanySchema,
  storedVacancySchema,
  type StoredApplicationDocument,
} from '@clara/domain/recruiting/documents';
import type { Application, Vacancy } from '@clara/domain';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

/**
 * `applications/{id}` {companyId, vacancyId, candidateId, name, email, phoneNumber, countryCode, linkedin, cv,
 * status, statusHistory, interviewId, createdAt, source, practiceReport, consent, listing fields}.
 */
export const applications = () => db().collection('applications');
export const applicationDocs = storedConverter('applications', storedApplicationSchema, (id, value) => ({
  id,
  ...value,
}));
export type ApplicationDocument = StoredApplicationDocument & { id: string };

export type StoredApplication = Omit<Application, 'interviews' | 'candidate'> & {
  companyId: string;
  /** Issue 23: where the candidate came from ('directo' when the link carried no source). */
  source: string;
};

/** The application as the services use it (a practice report's share id stays in the document). */
export function applicationOf(document: ApplicationDocument): StoredApplication {
  const { practiceReport, consent: _consent, statusRank: _rank, cvFile, ...rest } = document;
  return {
    ...rest,
    practiceReport: practiceReport?.status ?? null,
    // Issue 30: what the team sees of the CV file; its chunks' id stays on the server.
    cvFile: cvFile ? { name: cvFile.name, mimeType: cvFile.mimeType, sizeBytes: cvFile.sizeBytes } : null,
  };
}

/** `vacancies/{id}` {companyId, title, description, status, createdAt, workplaceType, employeeLocation, country, jobType, comments, counters}. */
export const vacancies = () => db().collection('vacancies');
export type StoredVacancy = Omit<Vacancy, 'applications'> & { companyId: string } & Required<
    Pick<Vacancy, 'screening' | 'payRange' | 'closingDate'>
  >;
export const vacancyDocs = storedConverter('vacancies', storedVacancySchema, (id, value): StoredVacancy => ({
  id,
  ...value,
}));

/**
 * `companies/{companyId}` {name, ownerUid, createdAt, jobAccessCode, careers profile}: `jobAccessCode` is the
 * company's own code of the job-description assistant (DECISIONS).
 */
export const companies = () => db().collection('companies');
export const companyRef = (companyId: string) => companies().doc(companyId);
export const companyDocs = storedConverter('companies', storedCompanySchema);

/** The company's name and the vacancy's title, as emails name them ('' for one that is gone). */
export async function namesOf(companyId: string, vacancyId: string) {
  const [company, vacancy] = await Promise.all([
    companyRef(companyId).get(),
    vacancyId ? vacancies().doc(vacancyId).get() : null,
  ]);
  return {
    companyName: companyDocs.read(company)?.name ?? '',
    vacancyTitle: (vacancy && vacancyDocs.read(vacancy)?.title) ?? '',
  };
}
