import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CandidatesPage } from '@clara/domain/recruiting/pipeline/model';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { Application } from '@clara/domain/recruiting/types';
import type { EmailTemplate } from '@clara/domain/mail/templates';
import {
  cancelRejection,
  eraseCandidate,
  resendEmail,
  resendInvitation,
  runBulkSlice,
  startClaraInterview,
  updateApplicationStatus,
} from './companyApi';
import { recruitingQueries, type CandidatesFilter } from './queries';
import type { BulkActionInput, BulkSlice } from '@clara/domain/recruiting/bulk/schemas';
import type { BulkResult } from '@clara/domain/recruiting/bulk/model';

/**
 * What a change to one application makes stale: its vacancy's candidate lists (any filter), the counters (the
 * vacancy summaries, the funnels) and the person views (their applications' statuses). Other vacancies' lists and the public pages stay cached. Awaited in
 * `onSettled`, so the mutation stays pending until the new data is in.
 */
export const refreshAfterApplicationChange = (
  client: QueryClient,
  vacancyId: string,
  /** Applications just erased: their person views are not asked for again (they would answer 404). */
  erased: readonly string[] = [],
) =>
  Promise.all([
    client.invalidateQueries({ queryKey: recruitingQueries.candidatesOf(vacancyId) }),
    client.invalidateQueries({ queryKey: recruitingQueries.vacancySummaries().queryKey }),
    client.invalidateQueries({ queryKey: recruitingQueries.funnels }),
    client.invalidateQueries({
      queryKey: recruitingQueries.allPeople,
      predicate: (query) => !erased.some((id) => query.queryKey.includes(id)),
    }),
  ]);

/**
 * A changed status moves the application in the loaded pages at once (out of the other statuses' columns, into
 * its new one's first page), before the refetch: columns refetch one by one, and without this the board could
 * show the card in both columns, or in neither, until the last one is in.
 */
function moveInLoadedPages(client: QueryClient, application: Application, newStatus: ApplicationStatus) {
  const moved: Application = { ...application, status: newStatus };
  const lists = client.getQueriesData<InfiniteData<CandidatesPage>>({
    queryKey: recruitingQueries.candidatesOf(application.vacancyId),
  });
  for (const [queryKey] of lists) {
    const filter = (queryKey[3] ?? {}) as CandidatesFilter;
    client.setQueryData<InfiniteData<CandidatesPage>>(queryKey, (data) => {
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

export interface StatusChange {
  application: Application;
  newStatus: ApplicationStatus;
  notes: string;
  /** Issue 32: the email sent with the move (the status modal), and the spam mark. */
  candidateEmail?: { template: EmailTemplate; delayHours: number };
  spam?: boolean;
}

/** SPEC §4: a recruiter changes an application's status (the status modal, the board's drag and drop). */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ application, newStatus, notes, candidateEmail, spam }: StatusChange) =>
      updateApplicationStatus({
        applicationId: application.id,
        newStatus,
        notes,
        interviewId: application.interviewId,
        ...(candidateEmail ? { candidateEmail } : {}),
        ...(spam ? { spam } : {}),
      }),
    onSuccess: (_answer, { application, newStatus }) => moveInLoadedPages(client, application, newStatus),
    onSettled: (_answer, _error, { application, candidateEmail }) =>
      Promise.all([
        refreshAfterApplicationChange(client, application.vacancyId),
        candidateEmail
          ? client.invalidateQueries({ queryKey: recruitingQueries.candidateEmails(application.id).queryKey })
          : null,
      ]),
  });
}

/** Issue 32: a rejection written ahead is cancelled; the candidate's email list reloads. */
export function useCancelRejection(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRejection(applicationId),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingQueries.candidateEmails(applicationId).queryKey }),
  });
}

/**
 * Before an erasure: the reads still on their way about these applications (a CV, the accommodations… of the
 * open modal) are aborted, so none is answered after the erasure (a 404 the page would log).
 */
export const cancelReadsOf = (client: QueryClient, applicationIds: readonly string[]) =>
  client.cancelQueries({ predicate: (query) => applicationIds.some((id) => query.queryKey.includes(id)) });

/**
 * Issue 10: the company erases a candidate (application, interview, media, emails) in one action. `forget` drops
 * the erased candidate's own queries (emails, CV, scorecards…) once the view showing them is closed: dropped while
 * it is open, its observers would fetch them again and be answered 404.
 */
export function useEraseCandidate() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (application: Pick<Application, 'id' | 'vacancyId'>) => {
      await cancelReadsOf(client, [application.id]);
      return eraseCandidate(application.id);
    },
    onSettled: (_answer, _error, { id, vacancyId }) => refreshAfterApplicationChange(client, vacancyId, [id]),
  });
  const forget = (applicationId: string) =>
    client.removeQueries({ predicate: (query) => query.queryKey.includes(applicationId) });
  return { mutation, forget };
}

/** SPEC §4: Clara interviews the candidate (the application gets its interview and, from 'Nueva', a status). */
export function useAssignInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (application: Application) =>
      startClaraInterview({
        applicationId: application.id,
        candidateId: application.candidateId,
        vacancyId: application.vacancyId,
      }),
    onSettled: (_answer, _error, application) =>
      Promise.all([
        refreshAfterApplicationChange(client, application.vacancyId),
        client.invalidateQueries({ queryKey: recruitingQueries.candidateEmails(application.id).queryKey }),
      ]),
  });
}

/** Resending a failed email or the interview invitation; the candidate's email list reloads after either. */
export function useResendEmail(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailId: string | null) =>
      emailId ? resendEmail(applicationId, emailId) : resendInvitation(applicationId),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingQueries.candidateEmails(applicationId).queryKey }),
  });
}

/** How far a bulk action has gone: candidates with an outcome, of all the action's. */
export interface BulkProgress {
  done: number;
  total: number;
}

/**
 * Issue 32: one action on many candidates of a vacancy, a slice per request (the server says where the next starts)
 * until none is left; `onProgress` after each. Its lists and counters reload after it.
 */
export function useBulkAction(vacancyId: string, onProgress: (progress: BulkProgress) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<BulkActionInput, 'from'>) => {
      const results: BulkResult[] = [];
      let from: number | null = 0;
      while (from !== null) {
        const slice: BulkSlice = await runBulkSlice(vacancyId, { ...body, from });
        results.push(...slice.results);
        onProgress({ done: results.length, total: slice.total });
        from = slice.next;
      }
      return { results };
    },
    onSettled: () => refreshAfterApplicationChange(client, vacancyId),
  });
}
