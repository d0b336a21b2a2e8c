import { formatDateTime } from '@clara/domain/common/dates';
import { PERSON_TEXTS, type PersonApplication } from '@clara/domain/recruiting/person/model';
import { sourceLabel } from '@clara/domain/recruiting/careers/model';
import { RECOMMENDATION_LABELS } from '@clara/domain/scorecards/model';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePerson, useAddToVacancy, useSavePersonTags } from './peopleQueries';
import { recruitingQueries } from '../shared/queries';
import { useRoleMay } from '../../hiring/role';
import { ApiRequestError } from '../../../platform/api';
import './people.css';

const T = PERSON_TEXTS;

/**
 * Issue 32, in the candidate modal: the person's applications in the company (same email), those the member may
 * see, each with its vacancy, status, date and source, the team's notes and scorecards, Clara's score when shown.
 */
export function PersonSection({ applicationId }: { applicationId: string }) {
  const load = usePerson(applicationId);
  const person = load.data;
  return (
    <section className="rc-pp-section" aria-labelledby="person-title" data-testid="person-section">
      <h3 id="person-title">{T.title}</h3>
      {load.isPending && <p className="muted">…</p>}
      {load.isError && <p className="error-text">{T.loadError}</p>}
      {person && (
        <>
          <PersonTags applicationId={applicationId} tags={person.tags} />
          <p className="muted rc-pp-small">{T.intro}</p>
          {person.applications.length < 2 && <p className="muted rc-pp-small">{T.none}</p>}
          <ul className="rc-pp-person" data-testid="person-applications">
            {person.applications.map((app) => (
              <PersonApplicationItem key={app.applicationId} app={app} current={app.applicationId === applicationId} />
            ))}
          </ul>
          <AddToVacancy applicationId={applicationId} taken={person.applications.map((app) => app.vacancyId)} />
        </>
      )}
    </section>
  );
}

/**
 * Issue 32, «Añadir a otra vacante»: a role that may change candidates picks another Activa vacancy of the company
 * (not one the person is already in, as far as this member sees) and the person gets a Nueva application there.
 */
function AddToVacancy({ applicationId, taken }: { applicationId: string; taken: readonly string[] }) {
  const mayManage = useRoleMay('manage');
  const vacancies = useQuery({ ...recruitingQueries.vacancySummaries(), enabled: mayManage });
  const add = useAddToVacancy(applicationId);
  const [vacancyId, setVacancyId] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!mayManage || !vacancies.data) return null;
  const open = vacancies.data.filter((vacancy) => vacancy.status === 'Activa' && !taken.includes(vacancy.id));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = open.find((vacancy) => vacancy.id === vacancyId)?.title ?? '';
    setMessage(null);
    try {
      await add.mutateAsync(vacancyId);
      setVacancyId('');
      setMessage({ ok: true, text: T.added(title) });
    } catch (failure) {
      const known = failure instanceof ApiRequestError && [404, 409].includes(failure.status);
      setMessage({ ok: false, text: known ? failure.message : T.addFailed });
    }
  };
  return (
    <div className="stack" data-testid="person-add-to-vacancy">
      <h4 className="rc-pp-small">{T.addToVacancy}</h4>
      {open.length === 0 ? (
        <p className="muted rc-pp-small">{T.noOtherVacancy}</p>
      ) : (
        <form className="row" onSubmit={(event) => void submit(event)}>
          <label className="sr-only" htmlFor={`person-vacancy-${applicationId}`}>
            {T.pickVacancy}
          </label>
          <select
            id={`person-vacancy-${applicationId}`}
            value={vacancyId}
            onChange={(event) => setVacancyId(event.target.value)}
          >
            <option value="">{T.pickVacancyPlaceholder}</option>
            {open.map((vacancy) => (
              <option key={vacancy.id} value={vacancy.id}>
                {vacancy.title}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-secondary btn-sm" disabled={!vacancyId || add.isPending}>
            {T.add}
          </button>
        </form>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'muted rc-pp-small' : 'error-text'}>
          {message.text}
        </p>
      )}
    </div>
  );
}

function PersonApplicationItem({ app, current }: { app: PersonApplication; current: boolean }) {
  return (
    <li className="rc-pp-person-app" data-testid="person-application">
      <div>
        <strong>{app.vacancyTitle}</strong> {current && <span className="muted rc-pp-small">({T.current})</span>}
      </div>
      <dl className="rc-pp-person-facts">
        <dt>{T.status}</dt>
        <dd>{app.status}</dd>
        <dt>{T.date}</dt>
        <dd>{formatDateTime(app.createdAt)}</dd>
        <dt>{T.source}</dt>
        <dd data-testid="person-source">{sourceLabel(app.source)}</dd>
        {(app.score !== null || app.claraHidden) && (
          <>
            <dt>{T.score}</dt>
            <dd>{app.claraHidden ? T.hiddenScore : app.score}</dd>
          </>
        )}
      </dl>
      {app.notes.length > 0 && (
        <div>
          <h4 className="rc-pp-small">{T.notes}</h4>
          <ul className="rc-pp-notes">
            {app.notes.map((note) => (
              <li key={`${note.date}-${note.text}`}>
                <span className="muted rc-pp-small">
                  {formatDateTime(note.date)} · {note.author}
                </span>{' '}
                {note.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {app.scorecards.length > 0 && (
        <div>
          <h4 className="rc-pp-small">{T.scorecards}</h4>
          <ul className="rc-pp-notes">
            {app.scorecards.map((card) => (
              <li key={`${card.author}-${card.date}`}>
                <span className="muted rc-pp-small">{card.author}</span> {RECOMMENDATION_LABELS[card.recommendation]}
                {card.note && ` · ${card.note}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** Issue 32: the person's tags (per person per company); a role that may change candidates adds and removes them. */
function PersonTags({ applicationId, tags }: { applicationId: string; tags: string[] }) {
  const mayManage = useRoleMay('manage');
  const save = useSavePersonTags(applicationId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const submit = async (next: string[]) => {
    setError('');
    try {
      await save.mutateAsync(next);
      return true;
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.status === 400 ? failure.message : T.tagsFailed);
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit([...tags, draft])) setDraft('');
  };
  return (
    <div className="stack" data-testid="person-tags">
      <h4 className="rc-pp-small">{T.tags}</h4>
      {tags.length === 0 && <p className="muted rc-pp-small">{T.noTags}</p>}
      {tags.length > 0 && (
        <ul className="rc-pp-tags">
          {tags.map((tag) => (
            <li key={tag} className="rc-pp-tag">
              {tag}
              {mayManage && (
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={T.removeTag(tag)}
                  disabled={save.isPending}
                  onClick={() => void submit(tags.filter((other) => other !== tag))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayManage && (
        <form className="row" onSubmit={(event) => void add(event)}>
          <label className="sr-only" htmlFor={`person-tag-${applicationId}`}>
            {T.newTag}
          </label>
          <input
            id={`person-tag-${applicationId}`}
            value={draft}
            placeholder={T.newTag}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={save.isPending}>
            {T.addTag}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** Issue 32: the person's tags on their candidate row (read-only). */
export function CandidateTags({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <ul className="rc-pp-tags" aria-label={T.tags} data-testid="candidate-tags">
      {tags.map((tag) => (
        <li key={tag} className="rc-pp-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
