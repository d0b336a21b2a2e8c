import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { useSearchParams } from 'react-router-dom';
import { BOARD_TEXTS } from '@clara/domain/recruiting/board';
import { QueryProvider } from '../../../platform/query';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { DashboardHeader } from '../dashboard/DashboardHeader';
import { DashboardModals } from '../dashboard/modals/DashboardModals';
import { useQuery } from '@tanstack/react-query';
import { describeFailure } from '../../hiring/failures';
import { recruitingQueries } from '../shared/queries';
import { Board } from './Board';
import { OpenLinkedCandidate } from './OpenLinkedCandidate';
import '../recruiting.css';
import './board.css';

/** /tablero?vacante={id} (issue 11): a vacancy's candidates as a board, one column per status. */
export default function BoardPage() {
  return (
    <QueryProvider>
      <BoardScreen />
    </QueryProvider>
  );
}

function BoardScreen() {
  const [params] = useSearchParams();
  const vacancyId = params.get('vacante') ?? '';
  const linkedCandidate = params.get('candidato');
  const summaries = useQuery(recruitingQueries.vacancySummaries());
  const vacancy = summaries.data?.find((summary) => summary.id === vacancyId);

  return (
    <div className="rc-dash">
      <DashboardHeader />
      <main className="rc-board-main">
        <nav className="rc-board-nav">
          <AppLink to="/dashboard" className="rc-board-back">
            <Icon name="back" size={16} /> {RECRUITING_TEXTS.backToDashboard}
          </AppLink>
        </nav>
        {summaries.isPending && (
          <div className="page-center" aria-busy="true">
            <div className="spinner" />
          </div>
        )}
        {summaries.isError && (
          <p className="error-text" role="alert">
            {describeFailure(summaries.error)}
          </p>
        )}
        {summaries.isSuccess && !vacancy && <p className="card">{BOARD_TEXTS.vacancyMissing}</p>}
        {vacancy && (
          <>
            <h1 className="rc-board-title">{BOARD_TEXTS.title(vacancy.title)}</h1>
            <Board vacancy={vacancy} />
          </>
        )}
      </main>
      {linkedCandidate && <OpenLinkedCandidate vacancyId={vacancyId} applicationId={linkedCandidate} />}
      <DashboardModals />
    </div>
  );
}
