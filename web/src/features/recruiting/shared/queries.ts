import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@clara/domain/recruiting/status';
import type { Application } from '@clara/domain/recruiting/types';
import { ApiRequestError } from '../../../platform/api';
import { queryClient } from '../../../platform/query';
import {
  createVacancy,
  eraseCandidate,
  fetchCompanyNames,
  fetchJobDescCode,
  fetchVacancies,
  registerCompany,
  startClaraInterview,
  updateApplicationStatus,
  updateVacancy,
  type VacancyEditForm,
  type VacancyForm,
} from './companyApi';

/** The recruiting server data's query keys: everything under 'recruiting' belongs to the signed-in recruiter. */
export const recruitingKeys = {
  all: ['recruiting'] as const,
  companyNames: ['recruiting', 'companyNames'] as const,
  vacancies: ['recruiting', 'vacancies'] as const,
  jobDescCode: ['recruiting', 'jobDescCode'] as const,
};

/** The caller's companies (one, or none before registering); shared by the dashboard and the create-vacancy page. */
export const useCompanyNames = () => useQuery({ queryKey: recruitingKeys.companyNames, queryFn: fetchCompanyNames });

/** The company's vacancies with their applications, once the caller has a company. */
export const useVacancies = (enabled: boolean) =>
  useQuery({ queryKey: recruitingKeys.vacancies, queryFn: fetchVacancies, enabled });

/** The company's access code of the job-description assistant (shown in the dashboard menu). */
export const useJobDescCode = (enabled: boolean) =>
  useQuery({ queryKey: recruitingKeys.jobDescCode, queryFn: fetchJobDescCode, enabled, staleTime: Infinity });

/** Sign-out: forget the recruiter's data. */
export const forgetRecruitingData = () => queryClient.removeQueries({ queryKey: recruitingKeys.all });

/** Every mutation refreshes the dashboard; awaiting it keeps the mutation pending until the new data is in. */
function useInvalidating<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: recruitingKeys.all }) });
}

export const useRegisterCompany = () => useInvalidating((name: string) => registerCompany(name));

export const useCreateVacancy = () => useInvalidating((form: VacancyForm) => createVacancy(form));

export const useSaveVacancy = () =>
  useInvalidating(({ id, form }: { id: string; form: VacancyEditForm }) => updateVacancy(id, form));

export const useChangeStatus = () =>
  useInvalidating(
    ({ application, newStatus, notes }: { application: Application; newStatus: ApplicationStatus; notes: string }) =>
      updateApplicationStatus({
        applicationId: application.id,
        newStatus,
        notes,
        interviewId: application.interviewId,
      }),
  );

/** Issue 10: the company erases a candidate (application, interview, media, emails) in one action. */
export const useEraseCandidate = () => useInvalidating((applicationId: string) => eraseCandidate(applicationId));

export const useAssignInterview = () =>
  useInvalidating((application: Application) =>
    startClaraInterview({
      applicationId: application.id,
      candidateId: application.candidateId,
      vacancyId: application.vacancyId,
    }),
  );

/** "HTTP 500: message" — the failure with its status, as SPEC §8 asks. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status ? `HTTP ${error.status}: ${error.message}` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The raw answer of a failed call (SPEC §8's interview-creation alert shows it). */
export function responseBody(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  return typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? error.message);
}
