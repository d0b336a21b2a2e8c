import type { ApplicationStatus } from '@clara/domain/hiring/status';
import { BULK_TEXTS } from '@clara/domain/recruiting/bulk/model';
import type { Application } from '@clara/domain/recruiting/types';
import { Icon, type IconName } from '../../../ui/Icon';
import { useCandidateListFilter } from './listScope';
import { useDashboard } from './store';
import { StatusActions } from './StatusActions';
import { InterviewList } from './InterviewList';
import { ReviewBadge } from '../../reviews/ReviewBadge';
import { ScreeningBadge } from './modals/ScreeningResult';
import { useRoleMay } from '../../hiring/role';
import { CandidateTags } from '../people/PersonSection';

const STATUS_ICON: Record<ApplicationStatus, IconName> = {
  Nueva: 'sparkle',
  Entrevista: 'chat',
  Evaluar: 'clipboard',
  Reclutador: 'user',
  Proceso: 'progress',
  Seleccionado: 'check',
  Descartado: 'close',
};

/** Issue 32: the row's checkbox for the list's bulk actions. */
export interface RowSelection {
  checked: boolean;
  toggle: () => void;
}

/** One candidate: name (opens the details), status with icon, the status's actions and the interviews. */
export function CandidateRow({ application, selection }: { application: Application; selection?: RowSelection }) {
  const openModal = useDashboard((s) => s.openModal);
  const list = useCandidateListFilter();
  // Issue 32: a hiring manager reads and scores the candidate; moving them is a recruiter's.
  const mayManage = useRoleMay('manage');
  return (
    <li className="rc-candidate" data-application-id={application.id}>
      <div className="rc-candidate-head">
        {selection && (
          <input
            type="checkbox"
            className="rc-candidate-pick"
            aria-label={BULK_TEXTS.select(application.name)}
            checked={selection.checked}
            onChange={selection.toggle}
          />
        )}
        <button
          type="button"
          className="link-btn rc-candidate-name"
          onClick={() => openModal({ kind: 'candidate', application, list })}
        >
          {application.name}
        </button>
        <span
          className={`rc-status-badge rc-status-${application.status.toLowerCase()}`}
          data-testid="application-status"
        >
          <Icon name={STATUS_ICON[application.status]} size={14} /> {application.status}
        </span>
        <ReviewBadge applicationId={application.id} />
        <ScreeningBadge application={application} />
        <CandidateTags tags={application.tags} />
        {mayManage && (
          <button
            type="button"
            className="btn btn-outline btn-sm rc-candidate-status-btn"
            onClick={() => openModal({ kind: 'status', application, list })}
          >
            Cambiar estado
          </button>
        )}
      </div>
      {mayManage && <StatusActions application={application} />}
      <InterviewList application={application} />
    </li>
  );
}
