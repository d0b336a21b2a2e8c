import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@clara/domain/common/dates';
import { PRACTICE_LABEL_TITLE } from '@clara/domain/interview/context';
import { canLeavePracticeStep, type ApplicationDraft } from '@clara/domain/recruiting/applicationForm';
import { SHARE_TEXTS } from '@clara/domain/practice/texts';
import { readPracticeHistory, type PracticeEntry } from '../../../platform/practiceHistory';

const T = SHARE_TEXTS;
const PASTE = 'paste';

export const practiceEntryText = (entry: PracticeEntry) =>
  [
    entry.label?.title ?? PRACTICE_LABEL_TITLE,
    entry.date ? formatDateTime(entry.date) : '',
    entry.score !== undefined ? `${entry.score}/100` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The optional step after the CV (issue 12): attach the report of one of this browser's practice interviews,
 * or of one done elsewhere by pasting its code. The server checks the code names an analysed practice.
 */
export function PracticeStep(props: {
  draft: ApplicationDraft;
  onChange: (draft: ApplicationDraft) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { draft, onChange } = props;
  const [entries] = useState(readPracticeHistory);
  const [choice, setChoice] = useState<string>(() =>
    !draft.practiceCode ? '' : entries.some((e) => e.code === draft.practiceCode) ? draft.practiceCode : PASTE,
  );
  const [pasted, setPasted] = useState(() => (choice === PASTE ? draft.practiceCode : ''));
  const pick = (value: string, code: string) => {
    setChoice(value);
    onChange({ ...draft, practiceCode: code.trim() });
  };
  const invalid =
    choice === PASTE && pasted.trim() !== '' && !canLeavePracticeStep({ ...draft, practiceCode: pasted.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onNext();
  };
  return (
    <form className="stack" onSubmit={submit}>
      <p className="small">{T.stepIntro}</p>
      <fieldset className="stack rc-practice-options">
        <legend className="sr-only">{T.stepTitle}</legend>
        <label className="checkbox">
          <input type="radio" name="practice" checked={choice === ''} onChange={() => pick('', '')} />
          <span>{T.none}</span>
        </label>
        {entries.length > 0 && <p className="muted small">{T.fromDevice}</p>}
        {entries.map((entry) => (
          <label key={entry.code} className="checkbox">
            <input
              type="radio"
              name="practice"
              checked={choice === entry.code}
              onChange={() => pick(entry.code, entry.code)}
            />
            <span>{practiceEntryText(entry)}</span>
          </label>
        ))}
        <label className="checkbox">
          <input type="radio" name="practice" checked={choice === PASTE} onChange={() => pick(PASTE, pasted)} />
          <span>{T.pasteCode}</span>
        </label>
        {choice === PASTE && (
          <label className="field">
            <span>{T.codeLabel}</span>
            <input
              value={pasted}
              maxLength={60}
              autoComplete="off"
              aria-invalid={invalid}
              onChange={(event) => {
                setPasted(event.target.value);
                onChange({ ...draft, practiceCode: event.target.value.trim() });
              }}
            />
          </label>
        )}
        {invalid && <p className="error-text">{T.invalidCode}</p>}
      </fieldset>
      <div className="row modal-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Atrás
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canLeavePracticeStep(draft)}>
          Siguiente
        </button>
      </div>
    </form>
  );
}
