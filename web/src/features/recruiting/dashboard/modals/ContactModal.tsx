import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { ModalActions } from '../../../../ui/forms';
import { Modal } from '../../../../ui/Modal';
import { ContactRows } from './contact';

/** 'Contactar Candidato': reach the selected candidate by phone or email (SPEC §4). */
export function ContactModal({ application, onClose }: { application: Application | null; onClose: () => void }) {
  if (!application) {
    return (
      <Modal title={RECRUITING_TEXTS.contactCandidate} onClose={onClose}>
        <p>{RECRUITING_TEXTS.applicationUnavailable}</p>
      </Modal>
    );
  }
  return (
    <Modal title={RECRUITING_TEXTS.contactCandidate} onClose={onClose}>
      <div className="stack">
        <p>{RECRUITING_TEXTS.contactInstruction}</p>
        <dl className="rc-details">
          <dt>Candidato</dt>
          <dd>{application.name}</dd>
          <ContactRows application={application} callable />
        </dl>
        <ModalActions>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Listo
          </button>
        </ModalActions>
      </div>
    </Modal>
  );
}
