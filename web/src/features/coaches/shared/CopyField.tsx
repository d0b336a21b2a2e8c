import { useId, useState } from 'react';
import { copyText } from './clipboard';

/** A read-only value with a copy button that confirms the copy. */
export function CopyField({ label, value, copyLabel = 'Copiar', copiedLabel = '¡Copiado!' }: { label: string; value: string; copyLabel?: string; copiedLabel?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      <div className="cx-copy-row">
        <input id={id} className="input" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={async () => {
            setCopied(await copyText(value));
            window.setTimeout(() => setCopied(false), 2000);
          }}
        >
          {copied ? copiedLabel : copyLabel}
        </button>
      </div>
    </div>
  );
}
