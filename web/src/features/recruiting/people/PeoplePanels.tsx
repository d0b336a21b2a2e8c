import { AgreementPanel } from './AgreementPanel';
import { ReviewRequestsPanel } from './ReviewRequestsPanel';
import './people.css';

/** Issue 20's dashboard panels: the open review requests and Clara's agreement with the team. */
export function PeoplePanels() {
  return (
    <div className="stack rc-pp-panels">
      <ReviewRequestsPanel />
      <AgreementPanel />
    </div>
  );
}
