import { useCallback, useRef, useSyncExternalStore } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { CandidatesPage } from '@clara/domain/recruiting/pipeline/model';
import type { ApplicationStatus } from '@clara/domain/recruiting/status';
import type { Application, Withdrawal } from '@clara/domain/recruiting/types';
import { ApiRequestError } from '../../../platform/api';
import { queryClient } from '../../../platform/query';
import {
  createVacancy,
  eraseCandidate,
  fetchCandidatesPage,
  fetchCandidateEmails,
  fetchCompanyNames,
  fetchPracticeReport,
  fetchJobDescCode,
  fetchVacancies,
  fetchVacancySummaries,
  registerCompany,
  resendEmail,
  resendInvitation,
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
  vacancySummaries: ['recruiting', 'vacancySummaries'] as const,
  candidates: (vacancyId: string, filter: CandidatesFilter) =>
    ['recruiting', 'candidates', vacancyId, { status: filter.status, search: filter.search }] as const,
  candidateEmails: (applicationId: string) => ['recruiting', 'candidateEmails', applicationId] as const,
  practiceReport: (applicationId: string) => ['recruiting', 'practiceReport', applicationId] as const,
  jobDescCode: ['recruiting', 'jobDescCode'] as const,
};

/** What a vacancy's candidate list is narrowed to: one status and/or a name or email prefix. */
export interface CandidatesFilter {
  status?: ApplicationStatus;
  search?: string;
}

/** The caller's companies (one, or none before registering); shared by the dashboard and the create-vacancy page. */
export const useCompanyNames = () => useQuery({ queryKey: recruitingKeys.companyNames, queryFn: fetchCompanyNames });

/** The company's vacancies with their applications, once the caller has a company. */
export const useVacancies = (enabled: boolean) =>
  useQuery({ queryKey: recruitingKeys.vacancies, queryFn: fetchVacancies, enabled });

/** Issue 11: the company's vacancies with their counters (no applications), once the caller has a company. */
export const useVacancySummaries = (enabled = true) =>
  useQuery({ queryKey: recruitingKeys.vacancySummaries, queryFn: fetchVacancySummaries, enabled });

/**
 * Issue 11: a vacancy's candidates a page at a time (`fetchNextPage` for "Cargar más"); every mutation's
 * invalidation of `recruitingKeys.all` refreshes the pages already loaded.
 */
export const useCandidatesPage = (vacancyId: string, filter: CandidatesFilter = {}, enabled = true) => {
  const search = filter.search?.trim() || undefined;
  return useInfiniteQuery({
    queryKey: recruitingKeys.candidates(vacancyId, { status: filter.status, search }),
    queryFn: ({ pageParam }) =>
      fetchCandidatesPage(vacancyId, {
        ...(filter.status ? { status: filter.status } : {}),
        ...(search ? { search } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
};

/** What the loaded candidate pages hold for one vacancy: its applications (any filter) and its withdrawal lines. */
export interface LoadedCandidates {
  applications: Application[];
  withdrawals: Withdrawal[];
}

/**
 * Issue 11: every candidate the dashboard has loaded, by vacancy (from every cached page, any filter), so a
 * modal shows the current copy of its application after a reload. Reads the query cache; fetches nothing.
 */
export function useLoadedCandidates(): ReadonlyMap<string, LoadedCandidates> {
  const client = useQueryClient();
  const last = useRef<{ sources: unknown[]; value: Map<string, LoadedCandidates> } | null>(null);
  const subscribe = useCallback((notify: () => void) => client.getQueryCache().subscribe(notify), [client]);
  const snapshot = () => {
    // Freshest first: an inactive query (a list no longer on screen) is not refetched on invalidation, and its
    // older copy of an application must not hide the current one.
    const entries = client
      .getQueryCache()
      .findAll({ queryKey: ['recruiting', 'candidates'] })
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .map((query) => [query.queryKey, query.state.data as InfiniteData<CandidatesPage> | undefined] as const);
    const sources = entries.map(([, data]) => data);
    const previous = last.current;
    if (previous && previous.sources.length === sources.length && previous.sources.every((s, i) => s === sources[i]))
      return previous.value;
    const value = new Map<string, LoadedCandidates>();
    for (const [key, data] of entries) {
      const vacancyId = String(key[2]);
      const loaded = value.get(vacancyId) ?? { applications: [], withdrawals: [] };
      for (const page of data?.pages ?? []) {
        for (const application of page.applications)
          if (!loaded.applications.some((known) => known.id === application.id)) loaded.applications.push(application);
        if (page.withdrawals && loaded.withdrawals.length === 0) loaded.withdrawals = page.withdrawals;
      }
      value.set(vacancyId, loaded);
    }
    last.current = { sources, value };
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot);
}

/** Issue 11: the emails sent about one candidate (candidate modal). */
export const useCandidateEmails = (applicationId: string) =>
  useQuery({
    queryKey: recruitingKeys.candidateEmails(applicationId),
    queryFn: () => fetchCandidateEmails(applicationId),
  });

/** Issue 12: the practice report shared with one application (candidate modal). */
export const usePracticeReport = (applicationId: string) =>
  useQuery({
    queryKey: recruitingKeys.practiceReport(applicationId),
    queryFn: () => fetchPracticeReport(applicationId),
  });

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

/**
 * A changed status moves the application in the loaded pages at once (out of the other statuses' columns, into
 * its new one's first page), before the refetch: columns refetch one by one, and without this the board could
 * show the card in both columns, or in neither, until the last one is in.
 */
function moveInLoadedPages(client: QueryClient, application: Application, newStatus: ApplicationStatus) {
  const moved: Application = { ...application, status: newStatus };
  const queries = client.getQueryCache().findAll({ queryKey: ['recruiting', 'candidates', application.vacancyId] });
  for (const query of queries) {
    const filter = (query.queryKey[3] ?? {}) as CandidatesFilter;
    client.setQueryData<InfiniteData<CandidatesPage>>(query.queryKey, (data) => {
      if (!data) return data;
      const listed = data.pages.some((p) => p.applications.some((a) => a.id === application.id));
      if (!filter.status) {
        const replace = (a: Application) => (a.id === application.id ? moved : a);
        return { ...data, pages: data.pages.map((p) => ({ ...p, applications: p.applications.map(replace) })) };
      }
      if (filter.status !== newStatus) {
        const others = (p: CandidatesPage) => p.applications.filter((a) => a.id !== application.id);
        return listed ? { ...data, pages: data.pages.map((p) => ({ ...p, applications: others(p) })) } : data;
      }
      // A search's list is left to the refetch: whether the name matches it is the server's to say.
      if (listed || filter.search) return data;
      const [first, ...rest] = data.pages;
      return first ? { ...data, pages: [{ ...first, applications: [moved, ...first.applications] }, ...rest] } : data;
    });
  }
}

export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      application,
      newStatus,
      notes,
    }: {
      application: Application;
      newStatus: ApplicationStatus;
      notes: string;
    }) =>
      updateApplicationStatus({
        applicationId: application.id,
        newStatus,
        notes,
        interviewId: application.interviewId,
      }),
    onSuccess: (_answer, { application, newStatus }) => moveInLoadedPages(client, application, newStatus),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}

/** Issue 10: the company erases a candidate (application, interview, media, emails) in one action. */
export function useEraseCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => eraseCandidate(applicationId),
    // The erased candidate's own queries (emails, practice report) are dropped, not refetched: they are gone.
    onSuccess: (_answer, applicationId) =>
      client.removeQueries({ predicate: (query) => query.queryKey.includes(applicationId) }),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}

export const useAssignInterview = () =>
  useInvalidating((application: Application) =>
    startClaraInterview({
      applicationId: application.id,
      candidateId: application.candidateId,
      vacancyId: application.vacancyId,
    }),
  );

/** Resending a failed email or the interview invitation; the candidate's email list reloads after either. */
export function useResendEmail(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailId: string | null) =>
      emailId ? resendEmail(applicationId, emailId) : resendInvitation(applicationId),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingKeys.candidateEmails(applicationId) }),
  });
}

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
