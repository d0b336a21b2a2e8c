import { Link } from 'react-router-dom';
import { JOBDESC_TEXTS, type JobDescChatResponse } from '@clara/domain/jobdesc/model';
import { useCopyToClipboard } from '../../../ui/clipboard';
import { ErrorText } from '../../../ui/forms';

/** Under a finished description: copy it, turn it into a vacancy (once), or start a new one. */
export function ConcludedPanel({
  chat,
  onCreateVacancy,
  creatingVacancy,
  vacancyError,
  onNewDescription,
  startingNew,
  newError,
}: {
  chat: JobDescChatResponse;
  onCreateVacancy: () => void;
  creatingVacancy: boolean;
  vacancyError: string;
  onNewDescription: () => void;
  startingNew: boolean;
  newError: string;
}) {
  const [copyState, copy] = useCopyToClipboard(2000);
  const description = chat.description ?? chat.chatHistory.filter((m) => m.type === 'system').at(-1)?.text ?? '';
  return (
    <div className="cx-concluded" role="status">
      <p className="cx-concluded-title">{JOBDESC_TEXTS.concluded}</p>
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={() => void copy(description)}>
          {copyState === 'copied' ? JOBDESC_TEXTS.copied : JOBDESC_TEXTS.copyDescription}
        </button>
        {chat.canCreateVacancy && !chat.vacancyId && (
          <button type="button" className="btn btn-primary" onClick={onCreateVacancy} disabled={creatingVacancy}>
            {creatingVacancy ? JOBDESC_TEXTS.creatingVacancy : JOBDESC_TEXTS.createVacancy}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onNewDescription} disabled={startingNew}>
          {startingNew ? JOBDESC_TEXTS.startingNew : JOBDESC_TEXTS.newDescription}
        </button>
      </div>
      {chat.vacancyId && (
        <p className="success-text">
          {JOBDESC_TEXTS.vacancyCreated} <Link to="/dashboard">{JOBDESC_TEXTS.viewDashboard}</Link>
        </p>
      )}
      <ErrorText>{vacancyError || newError}</ErrorText>
    </div>
  );
}
