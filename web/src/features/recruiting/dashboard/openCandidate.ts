import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CANDIDATE_SEARCH_MAX } from '@clara/domain/recruiting/pipeline/model';
import { applicationIn } from './modals/current';
import { useDashboard } from './store';
import { recruitingQueries, type CandidatesFilter } from '../shared/queries';

/**
 * Opens an application's candidate modal from outside its vacancy's list («Buscar candidatos», the interview kit's
 * link): the modal reads its application from a candidate list's query, and the vacancy's list searched by the
 * person's email holds it (the modal then follows that list's refreshes). Rejects when it is not there.
 */
export function useOpenCandidate() {
  const client = useQueryClient();
  const openModal = useDashboard((s) => s.openModal);
  return useCallback(
    async (vacancyId: string, applicationId: string, email: string) => {
      const list: CandidatesFilter = { search: email.slice(0, CANDIDATE_SEARCH_MAX) };
      const data = await client.fetchInfiniteQuery(recruitingQueries.candidates(vacancyId, list));
      const application = applicationIn(data, applicationId);
      if (!application) throw new Error('application not in its list');
      openModal({ kind: 'candidate', application, list });
    },
    [client, openModal],
  );
}
