import { Navigate } from 'react-router-dom';
import { QueryProvider } from '../../../platform/query';
import { useMyRole } from '../../hiring/role';
import { useDashboardData } from './dashboardData';
import { DashboardHeader } from './DashboardHeader';
import { CompanySetup } from './CompanySetup';
import { VacancyGroups } from './VacancyGroups';
import { DashboardModals } from './modals/DashboardModals';
import { PeoplePanels } from '../people/PeoplePanels';
import { PeopleSearch } from './PeopleSearch';
import '../recruiting.css';

/** /dashboard (SPEC §2): the company's vacancies, their candidates and every recruiter action. */
export default function DashboardPage() {
  return (
    <QueryProvider>
      <Dashboard />
    </QueryProvider>
  );
}

function Dashboard() {
  const data = useDashboardData();
  const role = useMyRole();
  // Issue 32: an interviewer's dashboard is «Mis entrevistas» (the candidates they are scheduled with).
  if (role === 'interviewer') return <Navigate to="/entrevistas" replace />;
  return (
    <div className="rc-dash">
      <DashboardHeader />
      <main className="container rc-dash-main">
        {data.state === 'loading' && (
          <div className="page-center" aria-busy="true">
            <div className="spinner" />
          </div>
        )}
        {data.state === 'error' && (
          <div className="card stack rc-dash-error">
            <p className="error-text" role="alert">
              {data.error}
            </p>
            <div>
              <button type="button" className="btn btn-secondary" onClick={data.retry}>
                Reintentar
              </button>
            </div>
          </div>
        )}
        {data.state === 'needsCompany' && <CompanySetup />}
        {data.state === 'ready' && <PeopleSearch />}
        {data.state === 'ready' && <PeoplePanels />}
        {data.state === 'ready' && <VacancyGroups vacancies={data.summaries} />}
      </main>
      <DashboardModals />
    </div>
  );
}
