import { queryOptions } from '@tanstack/react-query';
import { fetchCompanyNames } from './companyApi';

const RECRUITER = 'recruiting';

/**
 * The keys recruiting and the features beside it (team, scheduling, scorecards, reviews) share: everything under
 * `['recruiting']` belongs to the signed-in recruiter, and sign-out forgets it (recruiting/shared/queries.ts
 * `forgetRecruitingData`). Each feature builds its own keys on `recruiter`; recruiting's query factory spreads these.
 */
export const hiringQueries = {
  recruiter: [RECRUITER] as const,

  /** The member's companies with their role (role.tsx). */
  companyNames: () => queryOptions({ queryKey: [RECRUITER, 'companyNames'] as const, queryFn: fetchCompanyNames }),
};
