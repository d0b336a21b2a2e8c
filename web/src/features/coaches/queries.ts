import { queryOptions } from '@tanstack/react-query';
import type { CoachName } from '@clara/domain/coaches/model';
import { coachesListQuery } from '../../platform/coachesQuery';
import { coachesApi } from './api';

/** The coaches feature's server data: every query key and its options. */
export const coachesQueries = {
  /** The catalogue (GET /api/coaches, shared with the analysis page's suggestions). */
  list: coachesListQuery,
  /** One coach's card. */
  coach: (coachId: string) =>
    queryOptions({ queryKey: ['coaches', 'coach', coachId] as const, queryFn: () => coachesApi.get(coachId) }),
  /** A conversation with a coach (kept by useChatSession, which writes each reply into it). */
  conversationKey: (coachName: CoachName, target: unknown) => ['coaches', coachName, 'conversation', target] as const,
};
