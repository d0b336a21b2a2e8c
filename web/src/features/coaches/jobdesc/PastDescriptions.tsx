import { Link } from 'react-router-dom';
import { JOBDESC_TEXTS, type JobDescSummary } from '@clara/domain/jobdesc/model';
import { ErrorText } from '../../../ui/forms';
import { useJobDescriptions } from './useJobDescChat';

const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('es', { day: 'numeric', month: 'long', year: 'numeric' });

/** The company's finished descriptions (date, title, whether a vacancy was made); each can still become one. */
export function PastDescriptions({
  code,
  onCreateVacancy,
  creatingId,
  errorFor,
}: {
  code: string;
  onCreateVacancy: (chatId: string) => void;
  /** The description whose vacancy is being made, if any. */
  creatingId: string | null;
  /** The error of the last attempt, for that description. */
  errorFor: { id: string; text: string } | null;
}) {
  const descriptions = useJobDescriptions(code);
  return (
    <section className="card cx-past" aria-labelledby="jobdesc-past-title">
      <h2 id="jobdesc-past-title">{JOBDESC_TEXTS.pastTitle}</h2>
      {descriptions.isError && <ErrorText>{JOBDESC_TEXTS.pastLoadError}</ErrorText>}
      {descriptions.data?.length === 0 && <p className="muted">{JOBDESC_TEXTS.pastEmpty}</p>}
      {descriptions.data && descriptions.data.length > 0 && (
        <ul className="cx-past-list">
          {descriptions.data.map((item) => (
            <PastItem
              key={item.id}
              item={item}
              busy={creatingId === item.id}
              error={errorFor?.id === item.id ? errorFor.text : ''}
              onCreate={() => onCreateVacancy(item.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PastItem({
  item,
  busy,
  error,
  onCreate,
}: {
  item: JobDescSummary;
  busy: boolean;
  error: string;
  onCreate: () => void;
}) {
  return (
    <li className="cx-past-item" data-testid="past-description">
      <div>
        <strong>{item.title || JOBDESC_TEXTS.untitled}</strong>
        <span className="muted"> · {dateOf(item.createdAt)}</span>
      </div>
      {item.vacancyId ? (
        <Link to="/dashboard">{JOBDESC_TEXTS.vacancyMade}</Link>
      ) : (
        item.canCreateVacancy && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCreate} disabled={busy}>
            {busy ? JOBDESC_TEXTS.creatingVacancy : JOBDESC_TEXTS.createVacancyFromPast}
          </button>
        )
      )}
      <ErrorText>{error}</ErrorText>
    </li>
  );
}
