import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@clara/domain/common/dates';
import {
  analysisPath,
  interviewCodeFromRef,
  interviewUrl,
  latestHistoryEntry,
} from '@clara/domain/recruiting/dashboard';
import { STATUSES_WITH_ANALYSIS } from '@clara/domain/hiring/status';
import { recruitingFailure, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { CopyButton } from '../shared/CopyButton';
import { Icon } from '../../../ui/Icon';
import { useCandidateListFilter } from './listScope';
import { useDashboard } from './store';
import { ApiRequestError } from '../../../platform/api';
import { useAssignInterview } from '../shared/applicationMutations';
import { responseBody } from '../../hiring/failures';

/** What a candidate row offers for its status (SPEC §4). */
export function StatusActions({ application }: { application: Application }) {
  switch (application.status) {
    case 'Nueva':
      return <AssignInterview application={application} />;
    case 'Entrevista':
      return <InterviewLink application={application} />;
    case 'Seleccionado':
      return <ContactCandidate application={application} />;
    default:
      return STATUSES_WITH_ANALYSIS.includes(application.status) ? <LatestNote application={application} /> : null;
  }
}

function AssignInterview({ application }: { application: Application }) {
  const assign = useAssignInterview();
  const assigning = assign.isPending;
  const assignInterview = () =>
    assign.mutateAsync(application).catch((error: unknown) => {
      const status = error instanceof ApiRequestError ? error.status : '';
      window.alert(recruitingFailure.createInterview(status, responseBody(error)));
    });
  return (
    <div className="rc-candidate-actions">
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={assigning}
        onClick={() => void assignInterview()}
      >
        {assigning ? RECRUITING_TEXTS.assigningInterview : RECRUITING_TEXTS.assignInterview}
      </button>
    </div>
  );
}

function InterviewLink({ application }: { application: Application }) {
  const code = interviewCodeFromRef(application.interviewId);
  if (!code) return <p className="muted small">{RECRUITING_TEXTS.interviewUnavailable}</p>;
  const url = interviewUrl(window.location.origin, code);
  const assignedAt = latestEntryOf(application, 'Entrevista');
  const createdAt = application.interviews[0]?.createdAt ?? assignedAt;
  return (
    <div className="rc-candidate-actions rc-interview-link" data-testid="interview-link">
      <span className="muted small">Enlace de entrevista:</span>
      <a href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
      <CopyButton text={url} />
      <span className="small">
        Código: <code>{code}</code>
      </span>
      {createdAt !== null && <span className="muted small">Creada: {formatDateTime(createdAt)}</span>}
    </div>
  );
}

function LatestNote({ application }: { application: Application }) {
  const navigate = useNavigate();
  const latest = latestHistoryEntry(application.statusHistory);
  const code = interviewCodeFromRef(application.interviewId);
  const openAnalysis = () => {
    if (code) navigate(analysisPath(code));
    else window.alert(RECRUITING_TEXTS.noInterviewId);
  };
  return (
    <div className="rc-candidate-actions rc-latest-note" data-testid="latest-note">
      <span className="rc-note-text">{latest?.notes ? latest.notes : 'Sin notas.'}</span>
      {latest && <span className="muted small note-date">{formatDateTime(latest.date)}</span>}
      <button
        type="button"
        className="icon-btn rc-row-tool-btn"
        aria-label="Ver análisis de la entrevista"
        title="Ver análisis de la entrevista"
        onClick={openAnalysis}
      >
        <Icon name="chart" size={18} />
      </button>
    </div>
  );
}

function ContactCandidate({ application }: { application: Application }) {
  const openModal = useDashboard((s) => s.openModal);
  const list = useCandidateListFilter();
  return (
    <div className="rc-candidate-actions">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => openModal({ kind: 'contact', application, list })}
      >
        {RECRUITING_TEXTS.contactCandidate}
      </button>
    </div>
  );
}

function latestEntryOf(application: Application, status: Application['status']): number | null {
  const dates = application.statusHistory.filter((entry) => entry.status === status).map((entry) => entry.date);
  return dates.length ? Math.max(...dates) : null;
}
