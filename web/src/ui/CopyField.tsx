import { useCopyToClipboard } from './clipboard';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's text once copied. */
  copiedLabel?: string;
  /** Shown under the field when the copy failed (nothing is shown without it). */
  failedText?: string;
  /** Back to 'Copiar' this long after a copy; without it the confirmation stays. */
  resetMs?: number;
}

/** A read-only value (a code, a link) with a copy button that confirms the copy. */
export function CopyField({ label, value, copiedLabel = 'Copiado', failedText, resetMs }: CopyFieldProps) {
  const [state, copy] = useCopyToClipboard(resetMs);
  return (
    <div className="field">
      <span>{label}</span>
      <div className="copy-row">
        <input
          className="input"
          readOnly
          value={value}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-secondary" onClick={() => void copy(value)}>
          {state === 'copied' ? copiedLabel : 'Copiar'}
        </button>
      </div>
      {state === 'failed' && failedText && <small className="error-text">{failedText}</small>}
    </div>
  );
}
