import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { Modal } from '../../../../ui/Modal';
import { ContactRows } from './contact';
import { PracticeReportSection } from './PracticeReportSection';

/** Candidate details: name, email, phone with country code, LinkedIn link, read-only resume (SPEC §2). */
export function CandidateModal({ application, onClose }: { application: Application | null; onClose: () => void }) {
  return (
    <Modal title="Datos del candidato" onClose={onClose}>
      {!application ? (
        <p>{RECRUITING_TEXTS.candidateUnavailable}</p>
      ) : (
        <div className="stack">
          <dl className="rc-details">
            <dt>Nombre</dt>
            <dd>{application.name}</dd>
            <ContactRows application={application} />
            <dt>LinkedIn</dt>
            <dd>
              {application.linkedin ? (
                <a href={linkedinUrl(application.linkedin)} target="_blank" rel="noreferrer">
                  {application.linkedin}
                </a>
              ) : (
                'No indicado'
              )}
            </dd>
          </dl>
          <label className="field">
            <span>Currículum</span>
            <textarea readOnly rows={12} value={application.cv} />
          </label>
          {application.practiceReport && <PracticeReportSection applicationId={application.id} />}
        </div>
      )}
    </Modal>
  );
}

function linkedinUrl(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}
