import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import type { CandidateBooking } from '@clara/domain/scheduling/schemas';
import { callApi } from '../../platform/api';
import { QueryProvider } from '../../platform/query';
import { SiteHeader } from '../../ui/BrandHeader';
import { ErrorText } from '../../ui/forms';
import { showTime, viewerZone } from './time';
import { bookingQueries, bookingRoutes } from './bookingQueries';
import './scheduling.css';

/**
 * `/agendar#<token>` (issue 23): the candidate's page from the proposal email, no account. The token stays in the
 * fragment (never in a URL a server logs) and goes to the API in request bodies. Times in the browser's zone.
 */
export default function BookingPage() {
  return (
    <QueryProvider>
      <Booking />
    </QueryProvider>
  );
}

function Booking() {
  const [token] = useState(() => window.location.hash.slice(1));
  const client = useQueryClient();
  const query = useQuery({
    ...bookingQueries.booking(token),
    enabled: Boolean(token),
    retry: false,
  });
  const [notice, setNotice] = useState('');
  const act = useMutation({
    mutationFn: async (action: { pick: number } | { cancel: true }) => {
      const r = await bookingRoutes();
      return 'pick' in action
        ? callApi(r.pickSlotRoute, { body: { token, startAt: action.pick, timeZone: viewerZone() } })
        : callApi(r.cancelBookingRoute, { body: { token } });
    },
    onSuccess: (booking, action) => {
      client.setQueryData(bookingQueries.booking(token).queryKey, booking);
      setNotice('pick' in action ? T.picked : T.cancelled);
    },
  });
  const booking: CandidateBooking | undefined = query.data;
  const failure = !token || query.isError ? T.invalidLink : act.isError ? act.error.message : '';
  return (
    <div className="page">
      <SiteHeader />
      <main className="container sc-page stack" data-testid="booking-page">
        <h1>{T.pageTitle}</h1>
        {query.isPending && token && <div className="spinner" aria-busy="true" />}
        <ErrorText>{failure}</ErrorText>
        {notice && (
          <p role="status" className="sc-ok">
            {notice}
          </p>
        )}
        {booking && <BookingView booking={booking} busy={act.isPending} onAct={(action) => act.mutate(action)} />}
      </main>
    </div>
  );
}

function BookingView({
  booking,
  busy,
  onAct,
}: {
  booking: CandidateBooking;
  busy: boolean;
  onAct: (action: { pick: number } | { cancel: true }) => void;
}) {
  if (booking.status === 'cancelled') return <p>{T.cancelled}</p>;
  const scheduled = booking.status === 'scheduled' && booking.startAt !== null;
  return (
    <div className="stack">
      <p>{T.pickIntro(booking.companyName, booking.vacancyTitle)}</p>
      <p className="muted">
        {T.length}: {booking.durationMinutes} min · {T.where}: {booking.location}
      </p>
      {scheduled && (
        <p className="sc-when" data-testid="booking-when">
          {T.scheduledFor(showTime(booking.startAt!))}
        </p>
      )}
      <p className="muted">{T.yourZone(viewerZone())}</p>
      {booking.canChange ? (
        <>
          {scheduled && <p className="muted">{T.changeUntil}</p>}
          {!booking.slots.length && !scheduled && <p>{T.noSlots}</p>}
          <ul className="sc-slots sc-pick">
            {booking.slots.map((slot) => (
              <li key={slot} className="row">
                <span>{showTime(slot)}</span>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => onAct({ pick: slot })}
                >
                  {scheduled ? T.move : T.pick}
                </button>
              </li>
            ))}
          </ul>
          <div>
            <button
              type="button"
              className="btn btn-ghost btn-sm danger"
              disabled={busy}
              onClick={() => window.confirm(T.confirmCancel) && onAct({ cancel: true })}
            >
              {T.cancelInterview}
            </button>
          </div>
        </>
      ) : (
        scheduled && <p className="muted">{T.tooLate}</p>
      )}
    </div>
  );
}
