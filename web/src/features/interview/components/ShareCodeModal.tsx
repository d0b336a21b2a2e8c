import { CopyField } from '../../../ui/CopyField';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { interviewLink } from '../rules/code';

const COPY_FAILED = 'No se pudo copiar. Selecciona el texto y cópialo manualmente.';

interface Props {
  sessionId: string;
  /** Shown right after a new session is created from the wizard. */
  isNew?: boolean;
  onClose: () => void;
}

/** The share-code popup: the copyable code and the interview link built from it. */
export function ShareCodeModal({ sessionId, isNew, onClose }: Props) {
  return (
    <Modal title={isNew ? 'Tu entrevista está lista' : 'Código de tu entrevista'} onClose={onClose}>
      <div className="stack">
        <p className="muted">
          Guarda este código o el enlace para retomar tu entrevista o consultar su análisis desde cualquier dispositivo.
        </p>
        <CopyField label="Código Personal de Entrevista" value={sessionId} failedText={COPY_FAILED} />
        <CopyField
          label="Enlace de la entrevista"
          value={interviewLink(window.location.origin, sessionId)}
          failedText={COPY_FAILED}
        />
        <ModalActions>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {isNew ? 'Comenzar' : 'Cerrar'}
          </button>
        </ModalActions>
      </div>
    </Modal>
  );
}
