import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationBookingsRoute,
  availabilityRoute,
  companyCancelInterviewRoute,
  companyMoveInterviewRoute,
  proposeInterviewRoute,
  saveAvailabilityRoute,
  upcomingInterviewsRoute,
} from '@clara/domain/scheduling/routes';
import type { Availability } from '@clara/domain/scheduling/model';
import type { ProposalInput } from '@clara/domain/scheduling/schemas';
import { callCompanyApi } from '../../platform/companySession';
import { hiringQueries } from '../hiring/queries';

const R = hiringQueries.recruiter;

/** Issue 23's company data, under 'recruiting' (sign-out forgets it; its mutations refresh it). */
export const schedulingKeys = {
  application: (applicationId: string) => [...R, 'bookings', applicationId] as const,
  upcoming: [...R, 'upcomingInterviews'] as const,
  availability: [...R, 'availability'] as const,
};

export const useApplicationBookings = (applicationId: string) =>
  useQuery({
    queryKey: schedulingKeys.application(applicationId),
    queryFn: ({ signal }) => callCompanyApi(applicationBookingsRoute, { params: { applicationId }, signal }),
  });

/** The company's upcoming interviews: the member's page and every board card's marker share this one query. */
export const useUpcomingInterviews = () =>
  useQuery({
    queryKey: schedulingKeys.upcoming,
    queryFn: () => callCompanyApi(upcomingInterviewsRoute, {}),
    staleTime: 30_000,
  });

export const useAvailability = () =>
  useQuery({ queryKey: schedulingKeys.availability, queryFn: () => callCompanyApi(availabilityRoute, {}) });

function useRefreshing<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: R }) });
}

export const useProposeInterview = (applicationId: string) =>
  useRefreshing((body: ProposalInput) => callCompanyApi(proposeInterviewRoute, { params: { applicationId }, body }));

export const useSaveAvailability = () =>
  useRefreshing((body: Availability) => callCompanyApi(saveAvailabilityRoute, { body }));

/** Issue 32: the company cancels or moves one of its interviews. */
export const useCancelInterview = (id: string) =>
  useRefreshing((reason: string) => callCompanyApi(companyCancelInterviewRoute, { params: { id }, body: { reason } }));
export const useMoveInterview = (id: string) =>
  useRefreshing((startAt: number) => callCompanyApi(companyMoveInterviewRoute, { params: { id }, body: { startAt } }));
