import { useQuery } from '@tanstack/react-query';
import type { Coach } from '@clara/domain/coaches/model';
import { coachesQueries } from '../queries';

/** The coach's card (name, portrait, title, disclaimer), or null while it loads or when it cannot. */
export function useCoach(coachId: string): Coach | null {
  const query = useQuery(coachesQueries.coach(coachId));
  return query.data ?? null;
}
