import { queryOptions } from '@tanstack/react-query';
import { interviewApi } from './api';

/** The interview feature's server data: every query key and its options. */
export const interviewQueries = {
  /** The conversation of one code (kept by useInterviewChat, which writes each answer into it). */
  chatKey: (code: string) => ['interview', code, 'chat'] as const,

  /** Issue 33: a company interview's AI notice, pause and accommodation requests (with the company's answers). */
  accommodations: (code: string) =>
    queryOptions({
      queryKey: ['interview', code, 'accommodations'] as const,
      queryFn: () => interviewApi.accommodations(code),
    }),

  /** The predefined interviews the wizard offers. */
  predefined: () =>
    queryOptions({ queryKey: ['interview', 'predefined'] as const, queryFn: interviewApi.predefinedInterviews }),

  /**
   * The practice created on one arrival at the direct chat (the history entry's key): a query, so a re-render or
   * a second effect run cannot create two; never stale, so it is created once.
   */
  newPractice: (arrival: string, create: () => Promise<string>) =>
    queryOptions({ queryKey: ['interview', 'newPractice', arrival] as const, queryFn: create, staleTime: Infinity }),
};
