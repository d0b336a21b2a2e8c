import { useId, useState, type FormEvent } from 'react';
import { JOBDESC_LIMITS, JOBDESC_TEXTS } from '@clara/domain/jobdesc/model';
import { ErrorText, ModalActions, SubmitButton } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { ApiRequestError } from '../../../platform/api';
import { jobDescApi } from '../api';
import { reportError } from '../../../platform/log';

/**
 * SPEC §2/§5/§8: the access code is required and Enter submits; a 4xx answer is a wrong code, anything
 * else (network, 5xx) is a verification error.
 */
export function AccessCodeModal({
  initialError = '',
  onVerified,
  onClose,
}: {
  initialError?: string;
  onVerified: (code: string) => void;
  /** Absent while there is no valid code: the modal cannot be dismissed then. */
  onClose?: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || busy) return;
    setBusy(true);
    setError('');
    try {
      await jobDescApi.verify(value);
      onVerified(value);
    } catch (failure) {
      const wrong = failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500;
      if (!wrong) reportError('Error al verificar el código', failure);
      setError(wrong ? JOBDESC_TEXTS.invalidCode : JOBDESC_TEXTS.verifyError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={JOBDESC_TEXTS.codeModalTitle} onClose={onClose ?? (() => undefined)} hideClose={!onClose}>
      <form className="stack" onSubmit={submit}>
        <p className="muted">{JOBDESC_TEXTS.codeHelp}</p>
        <div className="field">
          <label htmlFor={id}>
            <span>{JOBDESC_TEXTS.codeLabel}</span>
          </label>
          <input
            id={id}
            className="input cx-code-input"
            required
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={JOBDESC_LIMITS.codeChars}
            value={code}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              setCode(event.target.value);
              setError('');
            }}
          />
        </div>
        <ErrorText>{error}</ErrorText>
        <ModalActions className="cx-modal-actions" onCancel={onClose}>
          <SubmitButton busy={busy} busyLabel={JOBDESC_TEXTS.verifying} disabled={!code.trim()}>
            {JOBDESC_TEXTS.verify}
          </SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
