import type { CandidateEmail } from '@clara/domain/mail/outbox';
import type { Company, StartInterviewResponse, Vacancy } from '@clara/domain/recruiting/types';
import type { ApplicationStatus } from '@clara/domain/recruiting/status';
import type { VacancyInput, VacancyUpdate } from '@clara/domain/recruiting/schemas';
import { companyApi } from '../../../platform/companySession';

/** The recruiting company calls of SPEC §7 (bearer token, scoped to the caller's company). */

/** The request bodies are the shared schemas' types (type-only imports: no zod in the bundle). */
export type VacancyForm = VacancyInput;
export type VacancyEditForm = VacancyUpdate;

export const fetchCompanyNames = () => companyApi<Company[]>('/company-names');

export const registerCompany = (companyName: string) => companyApi<Company>('/register-company', { body: { companyName } });

export const fetchVacancies = () => companyApi<Vacancy[]>('/vacancies');

export const createVacancy = (form: VacancyForm) => companyApi<{ id: string }>('/create-vacancy', { body: form });

export const updateVacancy = (id: string, form: VacancyEditForm) =>
  companyApi<{ id: string }>(`/update-vacancy/${encodeURIComponent(id)}`, { method: 'PUT', body: form });

export const updateApplicationStatus = (input: { applicationId: string; newStatus: ApplicationStatus; notes: string; interviewId: string | null }) =>
  companyApi<unknown>('/update-application-status', { body: input });

export const startClaraInterview = (input: { applicationId: string; candidateId: string; vacancyId: string }) =>
  companyApi<StartInterviewResponse>('/start-clara-interview', { body: input });

/** Issue 10: the company erases a candidate (a line without personal data stays). */
export const eraseCandidate = (applicationId: string) => companyApi<{ erased: true }>(`/application/${encodeURIComponent(applicationId)}`, { method: 'DELETE' });

/** Issue 11: the emails about a candidate; resending a failed one; resending the interview invitation. */
export const fetchCandidateEmails = (applicationId: string) => companyApi<CandidateEmail[]>(`/application-emails/${encodeURIComponent(applicationId)}`);
export const resendEmail = (applicationId: string, emailId: string) => companyApi<CandidateEmail>('/resend-email', { body: { applicationId, emailId } });
export const resendInvitation = (applicationId: string) => companyApi<CandidateEmail>('/resend-invitation', { body: { applicationId } });
