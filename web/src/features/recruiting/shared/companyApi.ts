import type { Company, StartInterviewResponse, Vacancy } from '@clara/domain/recruiting/types';
import type { ApplicationStatus } from '@clara/domain/recruiting/status';
import type { VacancyInput, VacancyUpdate } from '@clara/domain/recruiting/schemas';
import { companyApi } from './session';

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
