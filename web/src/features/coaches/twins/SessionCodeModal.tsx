import { useId, useState, type FormEvent } from 'react';
import { COACH_TEXTS, sessionIdField, type Coach } from '@clara/domain/coaches/coach';
import { Modal } from '../../../ui/Modal';

/** SPEC §2: 'Conversar' opens this modal: an optional session code and 'Ir a la Sesión'. */
export function SessionCodeModal({ coach, onClose, onGo }: { coach: Coach; onClose: () => void; onGo: (code: string) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed && !sessionIdField.safeParse(trimmed).success) {
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
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="row cx-modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary">
            {COACH_TEXTS.goToSession}
          </button>
        </div>
      </form>
    </Modal>
  );
}
