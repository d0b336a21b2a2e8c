import { useState, type FormEvent } from 'react';
import { SCHEDULING_TEXTS as T } from '@clara/domain/scheduling/texts';
import type { Availability } from '@clara/domain/scheduling/model';
import { ErrorText, SubmitButton } from '../../ui/forms';
import { useAvailability, useSaveAvailability } from './schedulingQueries';
import { viewerZone } from './time';
import './scheduling.css';

/** Issue 23: the member's weekly hours, offered when they let the candidate pick from their times this week. */
export function AvailabilityForm() {
  const load = useAvailability();
  if (load.isPending) return <p className="muted">…</p>;
  return <AvailabilityFields initial={load.data?.availability ?? null} />;
}

function AvailabilityFields({ initial }: { initial: Availability | null }) {
  const save = useSaveAvailability();
  const [weekdays, setWeekdays] = useState<number[]>(initial?.weekdays ?? [1, 2, 3, 4, 5]);
  const [from, setFrom] = useState(initial?.from ?? '09:00');
  const [to, setTo] = useState(initial?.to ?? '13:00');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSaved(false);
    try {
      await save.mutateAsync({ timeZone: viewerZone(), weekdays, from, to });
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <form className="sc-form card" onSubmit={(event) => void submit(event)} aria-label={T.availabilityTitle}>
      <h2>{T.availabilityTitle}</h2>
      <p className="muted">{T.availabilityIntro}</p>
      {!initial && <p className="muted">{T.noAvailability}</p>}
      <fieldset className="sc-fieldset">
        <legend>{T.weekdays}</legend>
        {T.weekdayNames.map((name, index) => (
          <label key={name} className="sc-check">
            <input
              type="checkbox"
              checked={weekdays.includes(index + 1)}
              onChange={() =>
                setWeekdays(
                  weekdays.includes(index + 1) ? weekdays.filter((day) => day !== index + 1) : [...weekdays, index + 1],
                )
              }
            />
            {name}
          </label>
        ))}
      </fieldset>
      <div className="row">
        <label className="field">
          <span>{T.from}</span>
          <input type="time" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className="field">
          <span>{T.to}</span>
          <input type="time" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
      </div>
      <p className="muted">{T.zoneNote(viewerZone())}</p>
      <ErrorText>{error}</ErrorText>
      {saved && (
        <p role="status" className="sc-ok">
          {T.availabilitySaved}
        </p>
      )}
      <div>
        <SubmitButton busy={save.isPending}>{T.saveAvailability}</SubmitButton>
      </div>
    </form>
  );
}
