import { queryOptions } from '@tanstack/react-query';
import { applicationTranscriptRoute } from '@clara/domain/recruiting/routes';
import { callCompanyApi } from '../../platform/companySession';
import { fetchCompanyNames } from './companyApi';

const RECRUITER = 'recruiting';

/**
 * The keys recruiting and the features beside it (team, scheduling, scorecards, reviews) share: everything under
 * `['recruiting']` belongs to the signed-in recruiter, and sign-out forgets it (recruiting/shared/queries.ts
 * `forgetRecruitingData`). Each feature builds its own keys on `recruiter`; recruiting's query factory spreads these.
 */
export const hiringQueries = {
  recruiter: [RECRUITER] as const,
  /** Every candidate list of every vacancy (recruiting's, per vacancy and filter, are under it). */
  candidateLists: [RECRUITER, 'candidates'] as const,

  /** The member's companies with their role (role.tsx). */
  companyNames: () => queryOptions({ queryKey: [RECRUITER, 'companyNames'] as const, queryFn: fetchCompanyNames }),

  /**
   * Issue 31: an interview's transcript (the interview modal, the scorecard section), served by a call that records
   * the view in the audit log; read afresh at each opening (each is a view).
   */
  applicationTranscript: (applicationId: string) =>
    queryOptions({
      queryKey: [RECRUITER, 'transcript', applicationId] as const,
      queryFn: ({ signal }) => callCompanyApi(applicationTranscriptRoute, { params: { applicationId }, signal }),
      gcTime: 0,
    }),
};
