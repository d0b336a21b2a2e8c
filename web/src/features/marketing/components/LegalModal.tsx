import type { LegalDocument } from '@clara/domain/marketing/legal';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';

/** A readable privacy notice or terms of use (DECISIONS: the footer's legal buttons open readable texts). */
export function LegalModal({ document: doc, onClose }: { document: LegalDocument; onClose: () => void }) {
  return (
    <Modal title={doc.title} onClose={onClose}>
      <div className="mk-legal">
        <p className="muted mk-legal-updated">{doc.updated}</p>
        <p>{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <ModalActions className="mk-modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Entendido
          </button>
        </ModalActions>
      </div>
    </Modal>
  );
}
