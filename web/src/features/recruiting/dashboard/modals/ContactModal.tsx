import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { Modal } from '../../../../ui/Modal';
import { phoneWithCode } from './contact';

/** 'Contactar Candidato': reach the selected candidate by phone or email (SPEC §4). */
export function ContactModal({ application, onClose }: { application: Application; onClose: () => void }) {
  const phone = phoneWithCode(application);
  return (
    <Modal title={RECRUITING_TEXTS.contactCandidate} onClose={onClose}>
      <div className="stack">
        <p>{RECRUITING_TEXTS.contactInstruction}</p>
        <dl className="details">
          <dt>Candidato</dt>
          <dd>{application.name}</dd>
          <dt>Correo electrónico</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
          <dt>Teléfono</dt>
          <dd>{phone ? <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> : 'No indicado'}</dd>
        </dl>
        <div className="row modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Listo
          </button>
        </div>
      </div>
    </Modal>
  );
}
