import { useEffect } from 'react';
import { recordCandidateView } from './peopleApi';

/** Issue 20: opening the candidate modal shows the CV; the audit log records who saw it. Renders nothing. */
export function RecordCvView({ applicationId }: { applicationId: string }) {
  useEffect(() => recordCandidateView(applicationId, 'cv'), [applicationId]);
  return null;
}
