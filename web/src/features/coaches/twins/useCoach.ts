import { useEffect, useState } from 'react';
import type { Coach } from '@clara/domain/coaches/model';
import { coachesApi } from '../api';

/** The coach's card (name, portrait, title, disclaimer), or null while it loads or when it cannot. */
export function useCoach(coachId: string): Coach | null {
  const [coach, setCoach] = useState<Coach | null>(null);
  useEffect(() => {
    let current = true;
    coachesApi.get(coachId).then(
      (loaded) => current && setCoach(loaded),
      (error: unknown) => console.error('No se pudo cargar el coach', error),
    );
    return () => {
      current = false;
    };
  }, [coachId]);
  return coach;
}
