import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PEOPLE_SEARCH_MAX, PERSON_TEXTS, type FoundPerson } from '@clara/domain/recruiting/person/model';
import { useOpenCandidate } from './openCandidate';
import { peopleQueries } from '../people/peopleQueries';
import { CandidateTags } from '../people/PersonSection';
import '../people/people.css';

const T = PERSON_TEXTS;

/**
 * Issue 32, «Buscar candidatos» on the dashboard: the company's people by name or email prefix, or by tag, each with
 * the applications the member may see; an application opens its candidate modal.
 */
export function PeopleSearch() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({ ...peopleQueries.search(q), enabled: q !== '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  return (
    <section className="card stack rc-pp-search" aria-labelledby="people-search-title" data-testid="people-search">
      <h2 id="people-search-title">{T.searchTitle}</h2>
      <form className="row" role="search" onSubmit={submit}>
        <label className="sr-only" htmlFor="people-search-q">
          {T.searchLabel}
        </label>
        <input
          id="people-search-q"
          type="search"
          value={draft}
          maxLength={PEOPLE_SEARCH_MAX}
          placeholder={T.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary btn-sm" disabled={draft.trim() === ''}>
          {T.searchButton}
        </button>
      </form>
      {q !== '' && found.isPending && <p className="muted">…</p>}
      {found.isError && (
        <p role="alert" className="error-text">
          {T.searchFailed}
        </p>
      )}
      {found.data && found.data.people.length === 0 && <p className="muted">{T.searchNone}</p>}
      {found.data?.truncated && (
        <p className="muted rc-pp-small" data-testid="search-truncated">
          {T.searchTruncated}
        </p>
      )}
      {found.data && found.data.people.length > 0 && (
        <ul className="rc-pp-found">
          {found.data.people.map((person) => (
            <FoundPersonItem key={person.personKey} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FoundPersonItem({ person }: { person: FoundPerson }) {
  const openCandidate = useOpenCandidate();
  const [error, setError] = useState('');
  const open = async (vacancyId: string, applicationId: string) => {
    setError('');
    try {
      await openCandidate(vacancyId, applicationId, person.email);
    } catch {
      setError(T.openFailed);
    }
  };
  return (
    <li className="rc-pp-found-person" data-testid="found-person">
      <div>
        <strong>{person.name}</strong> <span className="muted rc-pp-small">{person.email}</span>
      </div>
      <CandidateTags tags={person.tags} />
      <ul className="rc-pp-found-apps">
        {person.applications.map((app) => (
          <li key={app.applicationId}>
            <button type="button" className="link-btn" onClick={() => void open(app.vacancyId, app.applicationId)}>
              {T.openApplication(app.vacancyTitle, app.status)}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </li>
  );
}
