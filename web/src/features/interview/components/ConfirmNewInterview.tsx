import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';

/** SPEC §2: 'Nueva Entrevista' asks first, because the current progress is lost. */
export function ConfirmNewInterview({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal title="Nueva Entrevista" onClose={onCancel}>
      <div className="stack">
        <p>
          ¿Quieres comenzar una nueva entrevista? Se perderá el progreso de la entrevista actual en este dispositivo.
        </p>
        <ModalActions onCancel={onCancel}>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            Sí, comenzar de nuevo
          </button>
        </ModalActions>
      </div>
    </Modal>
  );
}
