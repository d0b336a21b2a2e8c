import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CandidatesPage } from '@clara/domain/recruiting/pipeline/model';
import { applicationIn } from '../dashboard/modals/current';
import { useDashboard } from '../dashboard/store';
import { recruitingQueries, type CandidatesFilter } from '../shared/queries';

/**
 * Issue 23: `/tablero?vacante=…&candidato=…` (the interview kit's link to the scorecard) opens that candidate's
 * modal once a board column has loaded them (read from the columns' cached lists), once.
 */
export function OpenLinkedCandidate({ vacancyId, applicationId }: { vacancyId: string; applicationId: string }) {
  const client = useQueryClient();
  const openModal = useDashboard((s) => s.openModal);
  useEffect(() => {
    const open = (): boolean => {
      const lists = client.getQueriesData<InfiniteData<CandidatesPage>>({
        queryKey: recruitingQueries.candidatesOf(vacancyId),
      });
      for (const [key, data] of lists) {
        const application = applicationIn(data, applicationId);
        if (!application) continue;
        openModal({ kind: 'candidate', application, list: (key[3] as CandidatesFilter | undefined) ?? {} });
        return true;
      }
      return false;
    };
    if (open()) return;
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (open()) unsubscribe();
    });
    return unsubscribe;
  }, [client, openModal, vacancyId, applicationId]);
  return null;
}
