import { useEffect, useMemo, useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@clara/domain/hiring/status';
import { PIPELINE_TEXTS } from '@clara/domain/recruiting/pipeline/texts';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { formatDateTime } from '@clara/domain/common/dates';
import { WITHDRAWAL_TEXTS } from '@clara/domain/trust/rights';
import { useInfiniteQuery } from '@tanstack/react-query';
import { recruitingQueries } from '../shared/queries';
import { CandidatesLoadError, LoadMoreCandidates } from '../shared/CandidatePages';
import { CandidateRow } from './CandidateRow';
import { CandidateListScope } from './listScope';
import { useRoleMay } from '../../hiring/role';
import { ListSelectionBar, useListSelection } from '../bulk/ListSelection';
import './candidateList.css';

const SEARCH_DELAY_MS = 300;

/** The search text once the recruiter stops typing for a moment (one request per pause, not per key). */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * An open vacancy's candidates (issue 11): the server's pages in SPEC order, "Cargar más" for the next one, a
 * search by name or email and a status filter; the withdrawal lines after the candidates of the unfiltered list.
 */
export function CandidateList({ vacancyId, title }: { vacancyId: string; title: string }) {
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const search = useSettled(typed).trim();
  const filter = useMemo(() => ({ status: status || undefined, search: search || undefined }), [status, search]);
  const pages = useInfiniteQuery(recruitingQueries.candidates(vacancyId, filter));
  const filtered = Boolean(status || search);
  const applications = pages.data?.pages.flatMap((page) => page.applications) ?? [];
  const withdrawals = pages.data?.pages[0]?.withdrawals ?? [];
  // Issue 32: a role that may move candidates picks several for one action or an export.
  const mayManage = useRoleMay('manage');
  const selection = useListSelection(
    filter,
    applications.map((application) => application.id),
  );

  return (
    <div className="stack rc-candidate-list">
      <div className="row rc-candidate-filters">
        <label className="field rc-filter">
          <span>{PIPELINE_TEXTS.searchLabel}</span>
          <input
            type="search"
            value={typed}
            placeholder={PIPELINE_TEXTS.searchPlaceholder}
            maxLength={40}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <label className="field rc-filter">
          <span>{PIPELINE_TEXTS.statusFilterLabel}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}>
            <option value="">{PIPELINE_TEXTS.allStatuses}</option>
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>

      {mayManage && applications.length > 0 && (
        <ListSelectionBar vacancyId={vacancyId} title={title} filter={filter} selection={selection} />
      )}

      {pages.isPending ? (
        <div className="spinner rc-candidates-spinner" aria-busy="true" />
      ) : pages.isError ? (
        <CandidatesLoadError pages={pages} className="row" />
      ) : applications.length === 0 && withdrawals.length === 0 ? (
        <p className="muted rc-empty">{filtered ? PIPELINE_TEXTS.noMatches : RECRUITING_TEXTS.noCandidates}</p>
      ) : (
        <ul className="rc-candidates">
          <CandidateListScope.Provider value={filter}>
            {applications.map((application) => (
              <CandidateRow
                key={application.id}
                application={application}
                selection={
                  mayManage
                    ? { checked: selection.isPicked(application.id), toggle: () => selection.toggle(application.id) }
                    : undefined
                }
              />
            ))}
          </CandidateListScope.Provider>
          {!pages.hasNextPage &&
            withdrawals.map((line) => (
              <li key={line.id} className="rc-candidate rc-withdrawn muted" data-withdrawal-id={line.id}>
                {WITHDRAWAL_TEXTS[line.by]} · {formatDateTime(line.date)}
              </li>
            ))}
        </ul>
      )}

      {pages.hasNextPage && (
        <div>
          <LoadMoreCandidates pages={pages} />
        </div>
      )}
    </div>
  );
}
