import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { funnelRoute } from '@clara/domain/recruiting/funnel/routes';
import type { FunnelPeriod } from '@clara/domain/recruiting/funnel/model';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import { applicationCvRoute } from '@clara/domain/recruiting/routes';
import { candidateRoute } from '@clara/domain/recruiting/pipeline/routes';
import { callCompanyApi } from '../../../platform/companySession';
import { queryClient } from '../../../platform/query';
import {
  fetchCandidateEmails,
  fetchCandidatesPage,
  fetchJobDescCode,
  fetchPracticeReport,
  fetchVacancySummaries,
} from './companyApi';
import { hiringQueries } from '../../hiring/queries';

/** What a vacancy's candidate list is narrowed to: one status and/or a name or email prefix. */
export interface CandidatesFilter {
  status?: ApplicationStatus;
  search?: string;
}

const RECRUITER = hiringQueries.recruiter[0];

/**
 * The recruiting feature's server data: every query key and its options, in one place. Everything under
 * `['recruiting']` belongs to the signed-in recruiter (sign-out forgets it); the public pages' data (a job, a
 * careers page) lives under `['recruitingPublic']` (./publicQueries.ts: those pages load no Firebase), which no
 * recruiter's action refreshes or forgets.
 * The sub-features' own data (people, webhooks, the company profile) and the features beside recruiting (team,
 * scheduling, scorecards, reviews) build their keys on `recruiter`; its shared keys are hiring/queries.ts's.
 */
export const recruitingQueries = {
  ...hiringQueries,

  /** Issue 11: the company's vacancies with their counters (no applications). */
  vacancySummaries: () =>
    queryOptions({ queryKey: [RECRUITER, 'vacancySummaries'] as const, queryFn: fetchVacancySummaries }),

  /** Every candidate list of one vacancy (any filter): what a change to one of its applications refreshes. */
  candidatesOf: (vacancyId: string) => [...hiringQueries.candidateLists, vacancyId] as const,
  /** Issue 32: every person view (people/peopleQueries.ts): a status move in any vacancy shows in them. */
  allPeople: [RECRUITER, 'person'] as const,

  /** Issue 11: a vacancy's candidates a page at a time (`fetchNextPage` for "Cargar más"). */
  candidates: (vacancyId: string, filter: CandidatesFilter = {}) => {
    const search = filter.search?.trim() || undefined;
    return infiniteQueryOptions({
      queryKey: [...hiringQueries.candidateLists, vacancyId, { status: filter.status, search }] as const,
      queryFn: ({ pageParam }) =>
        fetchCandidatesPage(vacancyId, {
          ...(filter.status ? { status: filter.status } : {}),
          ...(search ? { search } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    });
  },

  /**
   * Issue 32: one candidate, for a member who may not read their vacancy's list (an interviewer, from «Mis
   * entrevistas»). Kept under `candidates` (a segment no vacancy id takes), so what refreshes every list, such as a
   * submitted scorecard unlocking Clara's score, refreshes it too.
   */
  candidate: (applicationId: string) =>
    queryOptions({
      queryKey: [...hiringQueries.candidateLists, 'one', applicationId] as const,
      queryFn: ({ signal }) => callCompanyApi(candidateRoute, { params: { applicationId }, signal }),
    }),

  /** Issue 11: the emails sent about one candidate (candidate modal). */
  candidateEmails: (applicationId: string) =>
    queryOptions({
      queryKey: [RECRUITER, 'candidateEmails', applicationId] as const,
      queryFn: ({ signal }) => fetchCandidateEmails(applicationId, signal),
    }),

  /** Issue 12: the practice report shared with one application (candidate modal). */
  practiceReport: (applicationId: string) =>
    queryOptions({
      queryKey: [RECRUITER, 'practiceReport', applicationId] as const,
      queryFn: ({ signal }) => fetchPracticeReport(applicationId, signal),
    }),

  /**
   * Issue 31: a candidate's CV (the transcript is hiringQueries.applicationTranscript), served by a call that
   * records the view in the audit log; read afresh at each opening (each is a view).
   */
  applicationCv: (applicationId: string) =>
    queryOptions({
      queryKey: [RECRUITER, 'cv', applicationId] as const,
      queryFn: ({ signal }) => callCompanyApi(applicationCvRoute, { params: { applicationId }, signal }),
      gcTime: 0,
    }),

  /** The company's access code of the job-description assistant (shown in the dashboard menu). */
  jobDescCode: () =>
    queryOptions({ queryKey: [RECRUITER, 'jobDescCode'] as const, queryFn: fetchJobDescCode, staleTime: Infinity }),

  /** Every funnel report: a status change or a new vacancy changes them. */
  funnels: [RECRUITER, 'funnel'] as const,

  /** Issue 23: the company's funnel ('' for all vacancies) over a period. */
  funnel: (vacancyId: string, period: FunnelPeriod) =>
    queryOptions({
      queryKey: [RECRUITER, 'funnel', vacancyId, period] as const,
      queryFn: () => callCompanyApi(funnelRoute, { query: { ...(vacancyId ? { vacancyId } : {}), period } }),
    }),
};

/** Sign-out: forget the recruiter's data. */
export const forgetRecruitingData = () => queryClient.removeQueries({ queryKey: recruitingQueries.recruiter });
