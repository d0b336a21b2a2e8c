import { useDashboard, type DashboardModal } from '../store';
import { useDashboardData } from '../dashboardData';
import { CandidateModal } from './CandidateModal';
import { currentVacancy, useCurrentApplication } from './current';
import { ContactModal } from './ContactModal';
import { EditVacancyModal } from './EditVacancyModal';
import { InterviewModal } from './InterviewModal';
import { StatusModal } from './StatusModal';

/** The one open dashboard modal, if any. */
export function DashboardModals() {
  const modal = useDashboard((s) => s.modal);
  const close = useDashboard((s) => s.closeModal);
  const data = useDashboardData();
  if (!modal) return null;
  switch (modal.kind) {
    case 'candidate':
    case 'status':
    case 'contact':
      return (
        <ApplicationModal key={modal.application.id} modal={modal} ready={data.state === 'ready'} onClose={close} />
      );
    case 'interview':
      return <InterviewModal interview={modal.interview} applicationId={modal.applicationId} onClose={close} />;
    case 'editVacancy': {
      const summaries = data.state === 'ready' ? data.summaries : [];
      return <EditVacancyModal vacancy={currentVacancy(summaries, modal.vacancy.id)} onClose={close} />;
    }
  }
}

type ApplicationModalState = Extract<DashboardModal, { kind: 'candidate' | 'status' | 'contact' }>;

/** A modal about one application, with its current copy (null: SPEC §8's fallback text). */
function ApplicationModal({
  modal,
  ready,
  onClose,
}: {
  modal: ApplicationModalState;
  ready: boolean;
  onClose: () => void;
}) {
  const application = useCurrentApplication(modal, ready);
  switch (modal.kind) {
    case 'candidate':
      return <CandidateModal application={application} onClose={onClose} />;
    case 'status':
      return <StatusModal application={application} onClose={onClose} />;
    case 'contact':
      return <ContactModal application={application} onClose={onClose} />;
  }
}
