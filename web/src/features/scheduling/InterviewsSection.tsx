import { useState } from 'react';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import { isSchedulable } from '@clara/domain/scheduling/model';
import type { Application } from '@clara/domain/recruiting/types';
import { BookingDetails } from './BookingDetails';
import { ProposeForm } from './ProposeForm';
import { useApplicationBookings } from './schedulingQueries';
import { useRoleMay } from '../hiring/role';
import './scheduling.css';

/** Issue 23, in the candidate modal: the candidate's interviews with the team, and proposing a new one. */
export function InterviewsSection({ application }: { application: Application }) {
  const bookings = useApplicationBookings(application.id);
  // Issue 32: proposing, moving and cancelling are the managers'; every role reads the interviews and their kit.
  const mayManage = useRoleMay('manage');
  const [proposing, setProposing] = useState(false);
  const [sent, setSent] = useState(false);
  const list = bookings.data?.bookings ?? [];
  return (
    <section className="sc-section" aria-labelledby="interviews-title" data-testid="interviews-section">
      <h3 id="interviews-title">{T.section}</h3>
      {bookings.isError && <p className="error-text">{T.loadError}</p>}
      {bookings.isSuccess && !list.length && <p className="muted">{T.none}</p>}
      {list.map((booking) => (
        <BookingDetails key={booking.id} booking={booking} />
      ))}
      {sent && (
        <p role="status" className="sc-ok">
          {T.sent}
        </p>
      )}
      {proposing ? (
        <ProposeForm
          applicationId={application.id}
          onDone={() => {
            setProposing(false);
            setSent(true);
          }}
          onCancel={() => setProposing(false)}
        />
      ) : !mayManage ? null : isSchedulable(application.status) ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              setSent(false);
              setProposing(true);
            }}
          >
            {T.propose}
          </button>
        </div>
      ) : (
        <p className="muted">{T.onlyFrom}</p>
      )}
    </section>
  );
}
