import { AgreementPanel } from '../../scorecards/AgreementPanel';
import { ReviewRequestsPanel } from '../../reviews/ReviewRequestsPanel';
import { useRoleMay } from '../../hiring/role';
import './people.css';

/**
 * Issue 20's dashboard panels: the open review requests and Clara's agreement with the team: company-wide reports,
 * which a hiring manager or an interviewer does not get (issue 32).
 */
export function PeoplePanels() {
  const mayReport = useRoleMay('report');
  if (!mayReport) return null;
  return (
    <div className="stack rc-pp-panels">
      <ReviewRequestsPanel />
      <AgreementPanel />
    </div>
  );
}
