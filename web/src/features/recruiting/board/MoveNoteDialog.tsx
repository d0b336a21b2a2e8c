import { useState, type FormEvent } from 'react';
import { BOARD_TEXTS } from '@clara/domain/recruiting/board';
import { LIMITS } from '@clara/domain/recruiting/fields';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { Application } from '@clara/domain/recruiting/types';
import { ErrorText, ModalActions, SubmitButton } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { useChangeStatus } from '../shared/applicationMutations';
import { describeFailure } from '../../hiring/failures';

export interface PendingMove {
  application: Application;
  to: ApplicationStatus;
}

/**
 * After a drop: an optional note, then the status modal's change ("Mover"), or nothing at all ("Cancelar",
 * Escape or the ×: the card stays where it was).
 */
export function MoveNoteDialog({
  move,
  onDone,
  onCancel,
}: {
  move: PendingMove;
  onDone: () => void;
  onCancel: () => void;
}) {
  const change = useChangeStatus();
  const [error, setError] = useState('');
  const { application, to } = move;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The note as the form holds it when "Mover" is pressed: what the person sees is what is stored.
    const notes = String(new FormData(event.currentTarget).get('notes') ?? '').trim();
    setError('');
    try {
      await change.mutateAsync({ application, newStatus: to, notes });
    } catch (failure) {
      setError(`${BOARD_TEXTS.moveFailed} ${describeFailure(failure)}`);
      return;
    }
    onDone();
  };

  return (
    <Modal title={BOARD_TEXTS.noteTitle(application.name, to)} onClose={change.isPending ? () => {} : onCancel}>
      <form className="stack" onSubmit={submit}>
        <p className="muted">{BOARD_TEXTS.noteFromTo(application.status, to)}</p>
        <label className="field">
          <span>{BOARD_TEXTS.noteLabel}</span>
          <textarea name="notes" rows={3} maxLength={LIMITS.notes} autoFocus />
        </label>
        <ErrorText>{error}</ErrorText>
        <ModalActions onCancel={change.isPending ? undefined : onCancel} cancelLabel={BOARD_TEXTS.cancel}>
          <SubmitButton busy={change.isPending} busyLabel={BOARD_TEXTS.moving}>
            {BOARD_TEXTS.confirmMove}
          </SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
