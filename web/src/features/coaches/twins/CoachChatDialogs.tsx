import { COACH_TEXTS, type Coach } from '@clara/domain/coaches/model';
import { CopyField } from '../../../ui/CopyField';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { LabelList } from '../shared/Catalogue';

export type CoachChatDialog = null | 'info' | 'new' | 'share';

/** How long '¡Copiado!' stays on a copy button. */
const COPIED_MS = 2000;

interface Props {
  dialog: CoachChatDialog;
  coach: Coach | null;
  sessionId: string | null;
  /** The link that reopens this session (SPEC §2: a copyable session code/link dialog). */
  shareLink: string;
  onClose(): void;
  onConfirmNew(): void;
}

/** The chat page's three dialogs: the coach's information, 'Nueva conversación' and sharing the session. */
export function CoachChatDialogs({ dialog, coach, sessionId, shareLink, onClose, onConfirmNew }: Props) {
  if (dialog === 'info' && coach) {
    return (
      <Modal title={coach.name} onClose={onClose}>
        <div className="cx-info">
          <img src={coach.image} alt={`Retrato ilustrado de ${coach.name}`} width={96} height={96} />
          <p className="cx-card-title">{coach.title}</p>
          <p>{coach.description}</p>
          <LabelList labels={coach.labels} />
          <p className="cx-disclaimer">{coach.disclaimer}</p>
        </div>
      </Modal>
    );
  }
  if (dialog === 'new') {
    return (
      <Modal title={COACH_TEXTS.newConversation} onClose={onClose}>
        <p>{COACH_TEXTS.newConversationConfirm}</p>
        <ModalActions className="cx-modal-actions" onCancel={onClose}>
          <button type="button" className="btn btn-primary" onClick={onConfirmNew}>
            Sí, empezar de nuevo
          </button>
        </ModalActions>
      </Modal>
    );
  }
  if (dialog === 'share' && sessionId) {
    return (
      <Modal title={COACH_TEXTS.shareSession} onClose={onClose}>
        <div className="stack">
          <p className="muted">
            Guarda este código para continuar la conversación en otro dispositivo, o comparte el enlace.
          </p>
          <CopyField label="Código de sesión" value={sessionId} copiedLabel={COACH_TEXTS.copied} resetMs={COPIED_MS} />
          <CopyField
            label="Enlace a la sesión"
            value={shareLink}
            copiedLabel={COACH_TEXTS.copied}
            resetMs={COPIED_MS}
          />
        </div>
      </Modal>
    );
  }
  return null;
}
