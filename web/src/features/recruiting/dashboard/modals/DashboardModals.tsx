import { useDashboard } from '../store';
import { CandidateModal } from './CandidateModal';
import { ContactModal } from './ContactModal';
import { EditVacancyModal } from './EditVacancyModal';
import { InterviewModal } from './InterviewModal';
import { StatusModal } from './StatusModal';

/** The one open dashboard modal, if any. */
export function DashboardModals() {
  const modal = useDashboard((s) => s.modal);
  const close = useDashboard((s) => s.closeModal);
  if (!modal) return null;
  switch (modal.kind) {
    case 'candidate':
      return <CandidateModal application={modal.application} onClose={close} />;
    case 'interview':
      return <InterviewModal interview={modal.interview} onClose={close} />;
    case 'editVacancy':
      return <EditVacancyModal vacancy={modal.vacancy} onClose={close} />;
    case 'status':
      return <StatusModal application={modal.application} onClose={close} />;
    case 'contact':
      return <ContactModal application={modal.application} onClose={close} />;
  }
}
