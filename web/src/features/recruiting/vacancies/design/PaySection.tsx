import { useState } from 'react';
import {
  PAY_CURRENCIES,
  PAY_PERIOD_LABELS,
  PAY_PERIODS,
  PAY_TEXTS,
  type PayCurrency,
  type PayPeriod,
  type PayRange,
} from '@clara/domain/recruiting/payRange';

interface Draft {
  min: string;
  max: string;
  currency: PayCurrency;
  period: PayPeriod;
}

const draftOf = (range: PayRange | null): Draft => ({
  min: range ? String(range.min) : '',
  max: range ? String(range.max) : '',
  currency: range?.currency ?? 'EUR',
  period: range?.period ?? 'YEAR',
});

/** Both figures empty: no range. One figure: a single amount. A figure that is not a number reaches the API's check. */
function rangeOf(draft: Draft): PayRange | null {
  const min = draft.min.trim();
  const max = draft.max.trim();
  if (!min && !max) return null;
  const number = (text: string) => Number(text.replace(',', '.'));
  return {
    min: number(min || max),
    max: number(max || min),
    currency: draft.currency,
    period: draft.period,
  };
}

/**
 * Issue 30: the pay range (optional but prompted: the EU Pay Transparency Directive asks for it before the
 * interview) and the closing date, in the create and edit forms.
 */
export function PaySection({
  payRange,
  closingDate,
  onChange,
}: {
  payRange: PayRange | null;
  closingDate: string;
  onChange: (change: { payRange: PayRange | null; closingDate: string }) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(payRange));
  const update = (next: Partial<Draft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    onChange({ payRange: rangeOf(merged), closingDate });
  };
  return (
    <fieldset className="rc-design-section">
      <legend>{PAY_TEXTS.legend}</legend>
      <p className="muted small">{PAY_TEXTS.hint}</p>
      <div className="rc-field-row">
        <label className="field">
          <span>{PAY_TEXTS.min}</span>
          <input
            name="payMin"
            inputMode="decimal"
            value={draft.min}
            onChange={(event) => update({ min: event.target.value })}
          />
        </label>
        <label className="field">
          <span>{PAY_TEXTS.max}</span>
          <input
            name="payMax"
            inputMode="decimal"
            value={draft.max}
            onChange={(event) => update({ max: event.target.value })}
          />
        </label>
      </div>
      <div className="rc-field-row">
        <label className="field">
          <span>{PAY_TEXTS.currency}</span>
          <select
            name="payCurrency"
            value={draft.currency}
            onChange={(event) => update({ currency: event.target.value as PayCurrency })}
          >
            {PAY_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{PAY_TEXTS.period}</span>
          <select
            name="payPeriod"
            value={draft.period}
            onChange={(event) => update({ period: event.target.value as PayPeriod })}
          >
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PAY_PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span>{PAY_TEXTS.closingDate}</span>
        <input
          type="date"
          name="closingDate"
          value={closingDate}
          onChange={(event) => onChange({ payRange: rangeOf(draft), closingDate: event.target.value })}
        />
        <small className="muted">{PAY_TEXTS.closingHint}</small>
      </label>
    </fieldset>
  );
}
