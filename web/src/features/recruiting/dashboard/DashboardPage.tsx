import { useEffect } from 'react';
import { useDashboard } from './store';
import { DashboardHeader } from './DashboardHeader';
import { CompanySetup } from './CompanySetup';
import { VacancyGroups } from './VacancyGroups';
import { DashboardModals } from './modals/DashboardModals';
import '../recruiting.css';

/** /dashboard (SPEC §2): the company's vacancies, their candidates and every recruiter action. */
export default function DashboardPage() {
  const state = useDashboard((s) => s.state);
  const error = useDashboard((s) => s.error);
  const load = useDashboard((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="rc-dash">
      <DashboardHeader />
      <main className="container rc-dash-main">
        {(state === 'idle' || state === 'loading') && (
          <div className="page-center" aria-busy="true">
            <div className="spinner" />
          </div>
        )}
        {state === 'error' && (
          <div className="card stack rc-dash-error">
            <p className="error-text" role="alert">
              {error}
            </p>
            <div>
              <button type="button" className="btn btn-secondary" onClick={() => void load()}>
                Reintentar
              </button>
            </div>
          </div>
        )}
        {state === 'needsCompany' && <CompanySetup />}
        {state === 'ready' && <VacancyGroups />}
      </main>
      <DashboardModals />
    </div>
  );
}
