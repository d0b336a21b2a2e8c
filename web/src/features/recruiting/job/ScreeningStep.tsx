import { useState, type FormEvent } from 'react';
import {
  answerError,
  NO,
  SCREENING_LIMITS,
  SCREENING_TEXTS,
  YES,
  type PublicScreeningQuestion,
  type ScreeningAnswers,
} from '@clara/domain/recruiting/screening';

/**
 * Issue 30: the vacancy's screening questions, before the CV step. Every question needs an answer; the candidate
 * never sees which answers pass (the server decides).
 */
export function ScreeningStep({
  questions,
  answers,
  onChange,
  onBack,
  onNext,
}: {
  questions: PublicScreeningQuestion[];
  answers: ScreeningAnswers;
  onChange: (answers: ScreeningAnswers) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (id: string) => (value: string) => onChange({ ...answers, [id]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const question of questions) {
      const error = answerError({ ...question, knockout: null }, answers[question.id]);
      if (error) found[question.id] = SCREENING_TEXTS.answerRequired;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onNext();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {questions.map((question) => (
        <fieldset key={question.id} className="rc-screening-answer">
          <legend>{question.prompt}</legend>
          <Answer question={question} value={answers[question.id] ?? ''} onChange={set(question.id)} />
          {errors[question.id] && (
            <p className="error-text" role="alert">
              {errors[question.id]}
            </p>
          )}
        </fieldset>
      ))}
      <div className="row modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          Atrás
        </button>
        <button type="submit" className="btn btn-primary">
          Siguiente
        </button>
      </div>
    </form>
  );
}

function Answer({
  question,
  value,
  onChange,
}: {
  question: PublicScreeningQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const name = `screening-${question.id}`;
  if (question.kind === 'yesno' || question.kind === 'choice') {
    const options =
      question.kind === 'yesno'
        ? [
            { value: YES, label: SCREENING_TEXTS.yes },
            { value: NO, label: SCREENING_TEXTS.no },
          ]
        : question.options.map((option) => ({ value: option, label: option }));
    return (
      <div className="rc-screening-options">
        {options.map((option) => (
          <label key={option.value} className="checkbox">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <input
      name={name}
      aria-label={question.prompt}
      inputMode={question.kind === 'number' ? 'decimal' : undefined}
      maxLength={SCREENING_LIMITS.answer}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
