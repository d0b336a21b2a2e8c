import { useId, useState, type FormEvent } from 'react';
import { COACH_TEXTS, isSessionIdFormat, type Coach } from '@clara/domain/coaches/model';
import { ErrorText, ModalActions, SubmitButton } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';

/** SPEC §2: 'Conversar' opens this modal: an optional session code and 'Ir a la Sesión'. */
export function SessionCodeModal({
  coach,
  onClose,
  onGo,
}: {
  coach: Coach;
  onClose: () => void;
  onGo: (code: string) => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed && !isSessionIdFormat(trimmed)) {
      setError(COACH_TEXTS.sessionIdInvalid);
      return;
    }
    onGo(trimmed);
  };
  return (
    <Modal title={`Conversar con ${coach.name}`} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>
            <span>{COACH_TEXTS.sessionCodeLabel}</span>
          </label>
          <input
            id={id}
            className="input"
            value={code}
            autoFocus
            autoComplete="off"
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            aria-describedby={`${id}-help`}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              setCode(event.target.value);
              setError('');
            }}
          />
          <small id={`${id}-help`} className="muted">
            {COACH_TEXTS.sessionCodeHelp}
          </small>
          <ErrorText>{error}</ErrorText>
        </div>
        <ModalActions className="cx-modal-actions" onCancel={onClose}>
          <SubmitButton>{COACH_TEXTS.goToSession}</SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
