import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import { CandidateModal } from './modals/CandidateModal';
import { recruitingQueries } from '../shared/queries';

/**
 * Issue 32: an interviewer opens the candidate of their interview, to fill their scorecard, from «Mis entrevistas»:
 * the candidate is read alone (the board reads the whole vacancy, which an interviewer may not see).
 */
export function BookingCandidate({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        {T.scorecardLink}
      </button>
      {open && <BookingCandidateModal applicationId={applicationId} onClose={() => setOpen(false)} />}
    </>
  );
}

function BookingCandidateModal({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const candidate = useQuery(recruitingQueries.candidate(applicationId));
  return (
    <CandidateModal application={candidate.data?.application ?? null} loading={candidate.isPending} onClose={onClose} />
  );
}
