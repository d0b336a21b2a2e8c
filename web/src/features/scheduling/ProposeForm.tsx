import { useState, type FormEvent } from 'react';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import {
  INTERVIEW_DURATIONS,
  MAX_PROPOSED_SLOTS,
  type LocationKind,
  type ProposalMode,
} from '@clara/domain/scheduling/model';
import { ErrorText, SubmitButton } from '../../ui/forms';
import { useTeam } from '../team/teamQueries';
import { useProposeInterview } from './schedulingQueries';
import { fromLocalInput, viewerZone } from './time';
import './scheduling.css';

/** Issue 23: a member proposes an interview (who, how long, where, a few times or their availability this week). */
export function ProposeForm({
  applicationId,
  onDone,
  onCancel,
}: {
  applicationId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const team = useTeam();
  const propose = useProposeInterview(applicationId);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [duration, setDuration] = useState<(typeof INTERVIEW_DURATIONS)[number]>(45);
  const [locationKind, setLocationKind] = useState<LocationKind>('video');
  const [location, setLocation] = useState('');
  const [mode, setMode] = useState<ProposalMode>('slots');
  const [slots, setSlots] = useState<string[]>(['']);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState('');
  // The member proposing interviews by default.
  const interviewers = chosen ?? (team.data ? [team.data.you.uid] : []);
  const toggle = (uid: string) =>
    setChosen(interviewers.includes(uid) ? interviewers.filter((id) => id !== uid) : [...interviewers, uid]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const starts = slots.map(fromLocalInput).filter((slot): slot is number => slot !== null);
    try {
      await propose.mutateAsync({
        interviewerUids: interviewers,
        durationMinutes: duration,
        locationKind,
        location,
        mode,
        slots: mode === 'slots' ? starts : [],
        timeZone: viewerZone(),
        notes,
      });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form className="sc-form card" onSubmit={(event) => void submit(event)} aria-label={T.proposeTitle}>
      <h4>{T.proposeTitle}</h4>
      <fieldset className="sc-fieldset">
        <legend>{T.interviewers}</legend>
        {team.data?.members.map((member) => (
          <label key={member.uid} className="sc-check">
            <input type="checkbox" checked={interviewers.includes(member.uid)} onChange={() => toggle(member.uid)} />
            {member.email}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{T.duration}</span>
        <select value={duration} onChange={(event) => setDuration(Number(event.target.value) as typeof duration)}>
          {INTERVIEW_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {T.minutes(minutes)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="sc-fieldset">
        <legend>{T.locationKind}</legend>
        {(['video', 'place'] as const).map((kind) => (
          <label key={kind} className="sc-check">
            <input
              type="radio"
              name="locationKind"
              checked={locationKind === kind}
              onChange={() => setLocationKind(kind)}
            />
            {kind === 'video' ? T.video : T.place}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{T.location}</span>
        <input value={location} onChange={(event) => setLocation(event.target.value)} maxLength={300} required />
      </label>
      <fieldset className="sc-fieldset">
        <legend>{T.mode}</legend>
        {(['slots', 'availability'] as const).map((value) => (
          <label key={value} className="sc-check">
            <input type="radio" name="mode" checked={mode === value} onChange={() => setMode(value)} />
            {value === 'slots' ? T.modeSlots : T.modeAvailability}
          </label>
        ))}
      </fieldset>
      {mode === 'slots' && (
        <div className="stack">
          <p className="muted">{T.zoneNote(viewerZone())}</p>
          {slots.map((value, index) => (
            <div key={index} className="row">
              <label className="field sc-slot">
                <span>{T.slot(index + 1)}</span>
                <input
                  type="datetime-local"
                  value={value}
                  onChange={(event) => setSlots(slots.map((slot, i) => (i === index ? event.target.value : slot)))}
                />
              </label>
              {slots.length > 1 && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setSlots(slots.filter((_, i) => i !== index))}
                >
                  {T.removeSlot}
                </button>
              )}
            </div>
          ))}
          {slots.length < MAX_PROPOSED_SLOTS && (
            <div>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSlots([...slots, ''])}>
                {T.addSlot}
              </button>
            </div>
          )}
        </div>
      )}
      <label className="field">
        <span>{T.notes}</span>
        <textarea rows={2} value={notes} maxLength={1000} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <ErrorText>{error}</ErrorText>
      <div className="row">
        <SubmitButton busy={propose.isPending} busyLabel={T.sending}>
          {T.send}
        </SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
