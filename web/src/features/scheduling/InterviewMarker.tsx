import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import { useUpcomingInterviews } from './schedulingQueries';
import { showTime } from './time';
import './scheduling.css';

/** Issue 23, on a board card: the candidate's next interview with the team (set, or proposed and awaiting). */
export function InterviewMarker({ applicationId }: { applicationId: string }) {
  const upcoming = useUpcomingInterviews();
  const next = upcoming.data?.bookings.find((booking) => booking.applicationId === applicationId);
  if (!next) return null;
  const when = next.startAt !== null && next.status === 'scheduled' ? showTime(next.startAt) : T.statuses.proposed;
  return (
    <span className="badge sc-marker" title={T.markerTitle(when)} data-testid="interview-marker">
      {T.marker}
      {next.status === 'scheduled' && next.startAt !== null ? ` · ${when}` : ' · …'}
    </span>
  );
}
