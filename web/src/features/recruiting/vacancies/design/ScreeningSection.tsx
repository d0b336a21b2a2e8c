import { useState } from 'react';
import {
  NO,
  SCREENING_KINDS,
  SCREENING_LIMITS,
  SCREENING_TEXTS,
  YES,
  type ScreeningKind,
  type ScreeningQuestion,
} from '@clara/domain/recruiting/screening';

/** A question as the form edits it: lists and bounds as the text typed. */
interface Draft {
  id: string;
  prompt: string;
  kind: ScreeningKind;
  optionsText: string;
  knockout: boolean;
  /** yes/no and choice: the accepted values; text: one per line. */
  accepted: string[];
  acceptedText: string;
  min: string;
  max: string;
  autoReject: boolean;
  reason: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const draftOf = (question: ScreeningQuestion): Draft => ({
  id: question.id,
  prompt: question.prompt,
  kind: question.kind,
  optionsText: question.options.join('\n'),
  knockout: question.knockout !== null,
  accepted: question.knockout?.accepted ?? [],
  acceptedText: question.kind === 'text' ? (question.knockout?.accepted ?? []).join('\n') : '',
  min: question.knockout?.min === null || question.knockout?.min === undefined ? '' : String(question.knockout.min),
  max: question.knockout?.max === null || question.knockout?.max === undefined ? '' : String(question.knockout.max),
  autoReject: question.knockout?.autoReject ?? false,
  reason: question.knockout?.reason ?? '',
});

const bound = (text: string) => (text.trim() ? Number(text.replace(',', '.')) : null);

function questionOf(draft: Draft): ScreeningQuestion {
  const options = draft.kind === 'choice' ? lines(draft.optionsText) : [];
  const accepted =
    draft.kind === 'text'
      ? lines(draft.acceptedText)
      : draft.kind === 'number'
        ? []
        : draft.accepted.filter((value) => (draft.kind === 'yesno' ? [YES, NO] : options).includes(value));
  return {
    id: draft.id,
    prompt: draft.prompt,
    kind: draft.kind,
    options,
    knockout: draft.knockout
      ? {
          accepted,
          min: draft.kind === 'number' ? bound(draft.min) : null,
          max: draft.kind === 'number' ? bound(draft.max) : null,
          autoReject: draft.autoReject,
          reason: draft.autoReject ? draft.reason : '',
        }
      : null,
  };
}

const newDraft = (drafts: Draft[]): Draft => {
  const used = new Set(drafts.map((draft) => draft.id));
  let n = drafts.length + 1;
  while (used.has(`q${n}`)) n++;
  return draftOf({ id: `q${n}`, prompt: '', kind: 'yesno', options: [], knockout: null });
};

/**
 * Issue 30: the vacancy's screening questions (yes/no, number, single choice, short text), each optionally a
 * knock-out with its accepted answers and, when the company turns it on, automatic rejection with a reason.
 */
export function ScreeningSection({
  value,
  onChange,
}: {
  value: ScreeningQuestion[];
  onChange: (questions: ScreeningQuestion[]) => void;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() => value.map(draftOf));
  const commit = (next: Draft[]) => {
    setDrafts(next);
    onChange(next.map(questionOf));
  };
  const update = (index: number, change: Partial<Draft>) =>
    commit(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  return (
    <fieldset className="rc-design-section rc-screening-section">
      <legend>{SCREENING_TEXTS.legend}</legend>
      <p className="muted small">{SCREENING_TEXTS.hint}</p>
      {drafts.map((draft, index) => (
        <div key={draft.id} className="card stack rc-screening-question" data-question={draft.id}>
          <label className="field">
            <span>
              {SCREENING_TEXTS.prompt} {index + 1}
            </span>
            <input
              name={`screeningPrompt-${index}`}
              required
              maxLength={SCREENING_LIMITS.prompt}
              value={draft.prompt}
              onChange={(event) => update(index, { prompt: event.target.value })}
            />
          </label>
          <label className="field">
            <span>{SCREENING_TEXTS.kind}</span>
            <select
              name={`screeningKind-${index}`}
              value={draft.kind}
              onChange={(event) => update(index, { kind: event.target.value as ScreeningKind, accepted: [] })}
            >
              {SCREENING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {SCREENING_TEXTS.kinds[kind]}
                </option>
              ))}
            </select>
          </label>
          {draft.kind === 'choice' && (
            <label className="field">
              <span>{SCREENING_TEXTS.options}</span>
              <textarea
                name={`screeningOptions-${index}`}
                rows={3}
                value={draft.optionsText}
                onChange={(event) => update(index, { optionsText: event.target.value })}
              />
            </label>
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              name={`screeningKnockout-${index}`}
              checked={draft.knockout}
              onChange={(event) => update(index, { knockout: event.target.checked })}
            />
            <span>{SCREENING_TEXTS.knockout}</span>
          </label>
          {draft.knockout && (
            <KnockoutFields draft={draft} index={index} onChange={(change) => update(index, change)} />
          )}
          <div>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => commit(drafts.filter((_, i) => i !== index))}
            >
              {SCREENING_TEXTS.remove}
            </button>
          </div>
        </div>
      ))}
      {drafts.length < SCREENING_LIMITS.questions && (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => commit([...drafts, newDraft(drafts)])}>
            {SCREENING_TEXTS.add}
          </button>
        </div>
      )}
    </fieldset>
  );
}

function KnockoutFields({
  draft,
  index,
  onChange,
}: {
  draft: Draft;
  index: number;
  onChange: (change: Partial<Draft>) => void;
}) {
  const choices =
    draft.kind === 'yesno'
      ? [
          { value: YES, label: SCREENING_TEXTS.yes },
          { value: NO, label: SCREENING_TEXTS.no },
        ]
      : lines(draft.optionsText).map((option) => ({ value: option, label: option }));
  const toggle = (value: string, on: boolean) =>
    onChange({ accepted: on ? [...draft.accepted, value] : draft.accepted.filter((item) => item !== value) });
  return (
    <div className="stack rc-knockout">
      {(draft.kind === 'yesno' || draft.kind === 'choice') && (
        <fieldset>
          <legend>{SCREENING_TEXTS.accepted}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="checkbox">
              <input
                type="checkbox"
                name={`screeningAccepted-${index}`}
                value={choice.value}
                checked={draft.accepted.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {draft.kind === 'number' && (
        <div className="rc-field-row">
          <label className="field">
            <span>{SCREENING_TEXTS.min}</span>
            <input
              name={`screeningMin-${index}`}
              inputMode="decimal"
              value={draft.min}
              onChange={(event) => onChange({ min: event.target.value })}
            />
          </label>
          <label className="field">
            <span>{SCREENING_TEXTS.max}</span>
            <input
              name={`screeningMax-${index}`}
              inputMode="decimal"
              value={draft.max}
              onChange={(event) => onChange({ max: event.target.value })}
            />
          </label>
        </div>
      )}
      {draft.kind === 'text' && (
        <label className="field">
          <span>{SCREENING_TEXTS.acceptedText}</span>
          <textarea
            name={`screeningAcceptedText-${index}`}
            rows={2}
            value={draft.acceptedText}
            onChange={(event) => onChange({ acceptedText: event.target.value })}
          />
        </label>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          name={`screeningAutoReject-${index}`}
          checked={draft.autoReject}
          onChange={(event) => onChange({ autoReject: event.target.checked })}
        />
        <span>{SCREENING_TEXTS.autoReject}</span>
      </label>
      {draft.autoReject && (
        <label className="field">
          <span>{SCREENING_TEXTS.reason}</span>
          <textarea
            name={`screeningReason-${index}`}
            rows={2}
            maxLength={SCREENING_LIMITS.reason}
            placeholder={SCREENING_TEXTS.defaultReason}
            value={draft.reason}
            onChange={(event) => onChange({ reason: event.target.value })}
          />
        </label>
      )}
    </div>
  );
}
