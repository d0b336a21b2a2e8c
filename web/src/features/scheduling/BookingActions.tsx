import { useState, type FormEvent } from 'react';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import type { Booking } from '@clara/domain/scheduling/schemas';
import { ErrorText, failureMessage, SubmitButton } from '../../ui/forms';
import { useCancelInterview, useMoveInterview } from './schedulingQueries';
import { fromLocalInput } from './time';

/** Issue 32: a member cancels an interview (with a reason for the candidate) or moves a set one to another time. */
export function BookingActions({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState('');
  const [done, setDone] = useState('');
  const cancel = useCancelInterview(booking.id);
  const move = useMoveInterview(booking.id);
  if (booking.status === 'cancelled') return done ? <p role="status">{done}</p> : null;

  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(reason.trim(), { onSuccess: () => setDone(T.companyCancelled) });
  };
  const submitMove = (event: FormEvent) => {
    event.preventDefault();
    const startAt = fromLocalInput(when);
    if (startAt !== null)
      move.mutate(startAt, {
        onSuccess: () => {
          setDone(T.moved);
          setOpen(null);
        },
      });
  };

  return (
    <div className="stack">
      <div className="row">
        {booking.status === 'scheduled' && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('move')}>
            {T.companyMove}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('cancel')}>
          {T.companyCancel}
        </button>
      </div>
      {open === 'move' && (
        <form className="stack" onSubmit={submitMove}>
          <label className="field">
            <span>{T.moveTo}</span>
            <input type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} />
          </label>
          <SubmitButton busy={move.isPending} busyLabel="Moviendo…">
            {T.moveConfirm}
          </SubmitButton>
        </form>
      )}
      {open === 'cancel' && (
        <form className="stack" onSubmit={submitCancel}>
          <label className="field">
            <span>{T.companyCancelReason}</span>
            <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <SubmitButton busy={cancel.isPending} busyLabel="Cancelando…">
            {T.companyCancelConfirm}
          </SubmitButton>
        </form>
      )}
      <ErrorText>{failureMessage(cancel.error ?? move.error)}</ErrorText>
      {done && <p role="status">{done}</p>}
    </div>
  );
}
