import { useDashboard } from '../store';
import { useDashboardData } from '../dashboardData';
import { CandidateModal } from './CandidateModal';
import { currentApplication, currentVacancy } from './current';
import { ContactModal } from './ContactModal';
import { EditVacancyModal } from './EditVacancyModal';
import { InterviewModal } from './InterviewModal';
import { StatusModal } from './StatusModal';

/** The one open dashboard modal, if any. */
export function DashboardModals() {
  const modal = useDashboard((s) => s.modal);
  const close = useDashboard((s) => s.closeModal);
  const data = useDashboardData();
  const vacancies = data.state === 'ready' ? data.vacancies : [];
  if (!modal) return null;
  switch (modal.kind) {
    case 'candidate':
      return <CandidateModal application={currentApplication(vacancies, modal.application.id)} onClose={close} />;
    case 'interview':
      return <InterviewModal interview={modal.interview} onClose={close} />;
    case 'editVacancy':
      return <EditVacancyModal vacancy={currentVacancy(vacancies, modal.vacancy.id)} onClose={close} />;
    case 'status':
      return <StatusModal application={currentApplication(vacancies, modal.application.id)} onClose={close} />;
    case 'contact':
      return <ContactModal application={currentApplication(vacancies, modal.application.id)} onClose={close} />;
  }
}
