import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../platform/api';

/** The routes load with the page's first request (zod stays out of the page's first chunk). */
export const bookingRoutes = () => import('@clara/domain/scheduling/routes');

/**
 * The candidate's interview page (`/agendar#<token>`): public, no company session, so under 'scheduling', never
 * among the recruiter's data (schedulingQueries.ts).
 */
export const bookingQueries = {
  booking: (token: string) =>
    queryOptions({
      queryKey: ['scheduling', 'booking', token] as const,
      queryFn: async () => callApi((await bookingRoutes()).candidateBookingRoute, { body: { token } }),
    }),
};
