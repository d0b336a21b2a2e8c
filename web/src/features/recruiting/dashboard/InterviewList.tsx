import { BLIND_TEXTS } from '@clara/domain/scorecards/blind';
import { formatDateTime } from '@clara/domain/common/dates';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { Icon } from '../../../ui/Icon';
import { useDashboard } from './store';

const STATUS_LABELS: Record<string, string> = {
  'Not Started': 'Sin iniciar',
  'In progress': 'En curso',
  Finished: 'Finalizada',
};

/** The candidate's interviews, each opening its details, or the empty text. */
export function InterviewList({ application }: { application: Application }) {
  const openModal = useDashboard((s) => s.openModal);
  if (application.interviews.length === 0) {
    return <p className="muted small rc-interviews-empty">{RECRUITING_TEXTS.noInterviews}</p>;
  }
  return (
    <ul className="rc-interviews">
      {application.interviews.map((interview) => (
        <li key={interview.id}>
          <button
            type="button"
            className="rc-interview-chip"
            onClick={() => {
              // The modal reads the transcript from the call that records the view (issue 31).
              openModal({ kind: 'interview', interview, applicationId: application.id });
            }}
          >
            <Icon name="mic" size={14} /> Entrevista {STATUS_LABELS[interview.status] ?? interview.status} ·{' '}
            {formatDateTime(interview.interviewDate ?? interview.createdAt) || 'sin fecha'}
            {interview.claraHidden ? (
              <span data-testid="clara-hidden"> · {BLIND_TEXTS.hidden}</span>
            ) : interview.score !== null && interview.score !== '' ? (
              ` · Puntaje ${interview.score}`
            ) : (
              ''
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
