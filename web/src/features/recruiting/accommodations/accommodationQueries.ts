import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccommodationDecision } from '@clara/domain/interview/accommodations';
import { answerAccommodationRoute, applicationAccommodationsRoute } from '@clara/domain/interview/routes';
import { callCompanyApi } from '../../../platform/companySession';
import { recruitingQueries } from '../shared/queries';

const R = recruitingQueries.recruiter;

/** Issue 33: a candidate's accommodation requests, under the recruiter's key (sign-out forgets them). */
export const accommodationQueries = {
  all: [...R, 'accommodations'] as const,
  application: (applicationId: string) =>
    queryOptions({
      queryKey: [...R, 'accommodations', applicationId] as const,
      queryFn: ({ signal }) => callCompanyApi(applicationAccommodationsRoute, { params: { applicationId }, signal }),
    }),
};

export const useApplicationAccommodations = (applicationId: string) =>
  useQuery(accommodationQueries.application(applicationId));

/** The answer (accepted or declined, with its message emailed to the candidate): the candidate's requests again. */
export function useAnswerAccommodation(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: AccommodationDecision; message: string }) =>
      callCompanyApi(answerAccommodationRoute, {
        params: { id: input.id },
        body: { decision: input.decision, message: input.message },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: accommodationQueries.application(applicationId).queryKey }),
  });
}
