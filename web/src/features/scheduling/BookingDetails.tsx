import type { ReactNode } from 'react';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import type { Booking } from '@clara/domain/scheduling/schemas';
import { AppLink } from '../../ui/AppLink';
import { formatWithZone } from '@clara/domain/scheduling/zones';
import { showTime } from './time';
import { BookingActions } from './BookingActions';
import { RoleMay } from '../hiring/role';
import './scheduling.css';

/**
 * One interview for the team: when (or the proposed times), where, who, and its kit (questions, notes, scorecard).
 * `forInterviewer` (their «Mis entrevistas»): the time in the zone it was proposed in, named, and no link to the
 * board, which reads the whole vacancy an interviewer may not see; their page passes what opens the candidate in
 * place (`children`, under the interviewers).
 */
export function BookingDetails({
  booking,
  withCandidate = false,
  forInterviewer = false,
  children,
}: {
  booking: Booking;
  withCandidate?: boolean;
  forInterviewer?: boolean;
  children?: ReactNode;
}) {
  const show = (seconds: number) => (forInterviewer ? formatWithZone(seconds, booking.timeZone) : showTime(seconds));
  return (
    <article className="sc-booking" data-booking-status={booking.status} data-testid="booking">
      <header className="sc-booking-head">
        <strong>
          {withCandidate ? `${booking.candidateName} · ${booking.vacancyTitle}` : T.statuses[booking.status]}
        </strong>
        {withCandidate && <span className="badge">{T.statuses[booking.status]}</span>}
      </header>
      {booking.startAt !== null && booking.status !== 'proposed' ? (
        <p data-testid="booking-time">{show(booking.startAt)}</p>
      ) : (
        <ul className="sc-slots">
          {booking.slots.map((slot) => (
            <li key={slot}>{show(slot)}</li>
          ))}
        </ul>
      )}
      <p className="muted">
        {booking.durationMinutes} min · {booking.locationKind === 'video' ? T.video : T.place}: {booking.location}
      </p>
      <p className="muted">{T.with(booking.interviewers.map((person) => person.email).join(', '))}</p>
      {children}
      <RoleMay action="manage">
        <BookingActions booking={booking} />
      </RoleMay>
      {booking.status !== 'cancelled' && (
        <details className="sc-kit">
          <summary>{T.kit}</summary>
          <h4>{T.kitQuestions}</h4>
          <ol>
            {booking.kit.map((item) => (
              <li key={item.competency}>
                <span className="muted">{item.competency}:</span> {item.question}
              </li>
            ))}
          </ol>
          {booking.notes && (
            <p>
              <span className="muted">{T.kitNotes}:</span> {booking.notes}
            </p>
          )}
          {!forInterviewer && (
            <AppLink to={`/tablero?vacante=${booking.vacancyId}&candidato=${booking.applicationId}`}>
              {T.scorecardLink}
            </AppLink>
          )}
        </details>
      )}
    </article>
  );
}
