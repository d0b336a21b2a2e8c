import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { QueryProvider } from '../../../platform/query';
import { AppLink } from '../../../ui/AppLink';
import { DashboardHeader } from './DashboardHeader';
import { AvailabilityForm } from '../../scheduling/AvailabilityForm';
import { BookingDetails } from '../../scheduling/BookingDetails';
import { BookingCandidate } from './BookingCandidate';
import { useUpcomingInterviews } from '../../scheduling/schedulingQueries';
import { useMyRole } from '../../hiring/role';
import '../recruiting.css';

/**
 * /entrevistas (issue 23): the member's upcoming interviews with their kit, their proposals awaiting, their hours.
 * Issue 32: an interviewer's dashboard («Mis entrevistas»): each candidate they are scheduled with, the vacancy and
 * the time in the company's zone (the one it was proposed in); for every member, their own interviews of the last
 * days, whose scorecard may still be owed.
 */
export default function UpcomingPage() {
  return (
    <QueryProvider>
      <Upcoming />
    </QueryProvider>
  );
}

function Upcoming() {
  const upcoming = useUpcomingInterviews();
  const mine = upcoming.data?.bookings.filter((booking) => booking.mine) ?? [];
  const scheduled = mine.filter((booking) => booking.status === 'scheduled');
  const awaiting = mine.filter((booking) => booking.status === 'proposed');
  const past = upcoming.data?.past ?? [];
  const interviewer = useMyRole() === 'interviewer';
  return (
    <div className="rc-dash">
      <DashboardHeader />
      <main className="container rc-upcoming stack">
        {!interviewer && <AppLink to="/dashboard">{RECRUITING_TEXTS.backToDashboard}</AppLink>}
        <h1>{interviewer ? T.myInterviewsTitle : T.upcomingTitle}</h1>
        {interviewer && <p className="muted">{T.myInterviewsIntro}</p>}
        {upcoming.isPending && <div className="spinner" aria-busy="true" />}
        {upcoming.isError && <p className="error-text">{T.loadError}</p>}
        {upcoming.isSuccess && !scheduled.length && <p className="muted">{T.upcomingEmpty}</p>}
        {scheduled.map((booking) => (
          <BookingDetails key={booking.id} booking={booking} withCandidate forInterviewer={interviewer}>
            {interviewer && <BookingCandidate applicationId={booking.applicationId} />}
          </BookingDetails>
        ))}
        {awaiting.length > 0 && (
          <>
            <h2>{T.awaiting}</h2>
            {awaiting.map((booking) => (
              <BookingDetails key={booking.id} booking={booking} withCandidate />
            ))}
          </>
        )}
        {past.length > 0 && (
          <section className="stack" data-testid="past-interviews">
            <h2>{T.pastTitle}</h2>
            {past.map((booking) => (
              <BookingDetails key={booking.id} booking={booking} withCandidate forInterviewer={interviewer}>
                {interviewer && <BookingCandidate applicationId={booking.applicationId} />}
              </BookingDetails>
            ))}
          </section>
        )}
        <AvailabilityForm />
      </main>
    </div>
  );
}
