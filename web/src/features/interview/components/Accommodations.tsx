import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOMMODATION_COMMENT_MAX,
  ACCOMMODATION_KINDS,
  ACCOMMODATION_TEXTS,
  accommodationKindsLabel,
  type AccommodationKind,
  type CandidateAccommodationRequest,
  type InterviewAccommodationState,
} from '@clara/domain/interview/accommodations';
import { formatDateTime } from '@clara/domain/common/dates';
import { ApiRequestError } from '../../../platform/api';
import { Modal } from '../../../ui/Modal';
import { interviewApi } from '../api';
import { interviewQueries } from '../queries';

const T = ACCOMMODATION_TEXTS;

const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiRequestError ? failure.message : fallback;

/**
 * Issue 33: "Pedir un ajuste" — the candidate asks for an adjustment or an interview with a person, with an
 * optional comment, and chooses whether the interview goes on or waits. `callLive`: a real-time call is under
 * way (its turns are being recorded), so it cannot wait.
 */
export function AccommodationRequest({ code, callLive = false }: { code: string; callLive?: boolean }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kinds, setKinds] = useState<AccommodationKind[]>([]);
  const [comment, setComment] = useState('');
  const [wait, setWait] = useState(false);
  const [sent, setSent] = useState(false);
  const request = useMutation({
    mutationFn: () => interviewApi.requestAccommodation(code, { kinds, comment, wait: wait && !callLive }),
    onSuccess: () => {
      setOpen(false);
      setSent(true);
      setKinds([]);
      setComment('');
      setWait(false);
      return client.invalidateQueries({ queryKey: interviewQueries.accommodations(code).queryKey });
    },
  });
  const toggle = (kind: AccommodationKind, on: boolean) =>
    setKinds((current) => (on ? [...current, kind] : current.filter((k) => k !== kind)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kinds.length > 0) request.mutate();
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => {
          setSent(false);
          request.reset();
          setOpen(true);
        }}
      >
        {T.open}
      </button>
      {sent && (
        <span role="status" className="success-text iv-accommodation-sent">
          {T.sent}
        </span>
      )}
      {open && (
        <Modal title={T.title} onClose={() => setOpen(false)}>
          <form className="stack" onSubmit={submit}>
            <p className="muted">{T.intro}</p>
            <fieldset className="iv-accommodation-fieldset">
              <legend>{T.kindsLegend}</legend>
              {ACCOMMODATION_KINDS.map((kind) => (
                <label key={kind} className="checkbox">
                  <input
                    type="checkbox"
                    checked={kinds.includes(kind)}
                    onChange={(event) => toggle(kind, event.target.checked)}
                  />
                  <span>{T.kinds[kind]}</span>
                </label>
              ))}
            </fieldset>
            <label className="field">
              <span>{T.commentLabel}</span>
              <textarea
                rows={3}
                maxLength={ACCOMMODATION_COMMENT_MAX}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </label>
            <fieldset className="iv-accommodation-fieldset">
              <legend>{T.continueLegend}</legend>
              <label className="checkbox">
                <input type="radio" name="accommodation-wait" checked={!wait} onChange={() => setWait(false)} />
                <span>{T.continueNow}</span>
              </label>
              <label className="checkbox">
                <input
                  type="radio"
                  name="accommodation-wait"
                  checked={wait}
                  disabled={callLive}
                  onChange={() => setWait(true)}
                />
                <span>{T.waitForAnswer}</span>
              </label>
              {callLive && <p className="muted small">{T.noPauseDuringCall}</p>}
            </fieldset>
            {request.isError && (
              <p className="error-text" role="alert">
                {failureText(request.error, T.failed)}
              </p>
            )}
            <div className="row">
              <button type="submit" className="btn btn-primary" disabled={kinds.length === 0 || request.isPending}>
                {T.send}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
                {T.cancel}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}

/** The candidate's requests and the company's answers, as they arrive. */
export function AccommodationList({ requests }: { requests: CandidateAccommodationRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <div className="iv-accommodation-list" data-testid="accommodation-requests">
      <p className="small">
        <strong>{T.yourRequests}</strong>
      </p>
      <ul>
        {requests.map((request) => (
          <li key={request.id} className="small">
            {accommodationKindsLabel(request.kinds)} · {formatDateTime(request.requestedAt)} ·{' '}
            {request.answer ? (
              <>
                {T.answered(T.decisions[request.answer.decision])}: <q>{request.answer.message}</q>
              </>
            ) : (
              <span className="muted">{T.pending}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A paused interview: what the candidate asked, the answers, and "Reanudar la entrevista" (the same code). */
export function PausedInterview({ code, state }: { code: string; state: InterviewAccommodationState }) {
  const client = useQueryClient();
  const resume = useMutation({
    mutationFn: () => interviewApi.resume(code),
    onSuccess: (answer) => client.setQueryData(interviewQueries.accommodations(code).queryKey, answer),
  });
  return (
    <div className="iv-paused" role="group" aria-labelledby="iv-paused-title" data-testid="interview-paused">
      <h2 id="iv-paused-title">{T.pausedTitle}</h2>
      <p className="muted">{T.pausedText}</p>
      <AccommodationList requests={state.requests} />
      {resume.isError && (
        <p className="error-text" role="alert">
          {failureText(resume.error, T.resumeFailed)}
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={() => resume.mutate()} disabled={resume.isPending}>
        {T.resume}
      </button>
    </div>
  );
}
