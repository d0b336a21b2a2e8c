import { useState } from 'react';
import { AUDIT_KINDS, AUDIT_KIND_IDS, AUDIT_TEXTS, actorLabel, type AuditKind } from '@clara/domain/audit/kinds';
import { formatDateTime } from '@clara/domain/common/dates';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { ApiRequestError } from '../../../platform/api';
import { QueryProvider } from '../../../platform/query';
import { saveCsv } from '../../../platform/download';
import { DashboardSubpage } from '../../../ui/DashboardSubpage';
import { useTeam } from '../../team/teamQueries';
import { exportAuditCsv, type AuditFilters } from './peopleApi';
import { useAuditLog } from './peopleQueries';
import '../recruiting.css';
import './people.css';

const T = AUDIT_TEXTS;

/** /auditoria (issue 20): the company's audit log, for its owner: filtered, a page at a time, exportable as CSV. */
export default function AuditPage() {
  return (
    <QueryProvider>
      <Audit />
    </QueryProvider>
  );
}

function Audit() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [candidate, setCandidate] = useState<string>('');
  const [exportError, setExportError] = useState('');
  const log = useAuditLog(filters);
  const team = useTeam();
  const forbidden = log.error instanceof ApiRequestError && log.error.status === 403;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const retention = log.data?.pages[0]?.retentionMonths;

  const set = (change: AuditFilters) => setFilters((current) => ({ ...current, ...change }));
  const download = async () => {
    setExportError('');
    try {
      const csv = await exportAuditCsv(filters);
      saveCsv(csv, `auditoria-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <DashboardSubpage className="rc-dash" mainClassName="container stack rc-pp-audit">
      <h1>{T.title}</h1>
      {retention !== undefined && <p className="muted">{T.intro(retention)}</p>}
      {forbidden ? (
        <p role="alert" className="error-text">
          {T.ownerOnly}
        </p>
      ) : (
        <>
          <div className="row rc-pp-filters">
            <label className="field">
              <span>{T.who}</span>
              <select value={filters.actor ?? ''} onChange={(event) => set({ actor: event.target.value || undefined })}>
                <option value="">{T.allPeople}</option>
                {(team.data?.members ?? []).map((member) => (
                  <option key={member.uid} value={member.uid}>
                    {member.email}
                  </option>
                ))}
                <option value="candidate">El candidato</option>
              </select>
            </label>
            <label className="field">
              <span>{T.what}</span>
              <select
                value={filters.kind ?? ''}
                onChange={(event) => set({ kind: (event.target.value || undefined) as AuditKind | undefined })}
              >
                <option value="">{T.allKinds}</option>
                {AUDIT_KIND_IDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {AUDIT_KINDS[kind]}
                  </option>
                ))}
              </select>
            </label>
            {filters.applicationId && (
              <span className="badge badge-blue">
                {T.candidateFilter(candidate)}{' '}
                <button
                  type="button"
                  className="link-btn"
                  aria-label={T.clearCandidate}
                  onClick={() => set({ applicationId: undefined })}
                >
                  ×
                </button>
              </span>
            )}
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void download()}>
              {T.export}
            </button>
            {exportError && <span className="error-text">{exportError}</span>}
          </div>
          {log.isError && <p className="error-text">{T.loadError}</p>}
          {log.isPending && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
          {log.data && entries.length === 0 && <p className="muted">{T.empty}</p>}
          {entries.length > 0 && (
            <div className="rc-pp-scroll">
              <table className="rc-pp-table" data-testid="audit-table">
                <thead>
                  <tr>
                    <th scope="col">{T.when}</th>
                    <th scope="col">{T.who}</th>
                    <th scope="col">{T.what}</th>
                    <th scope="col">{T.candidate}</th>
                    <th scope="col">{T.detail}</th>
                    <th scope="col">{T.from}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} data-kind={entry.kind}>
                      <td>{formatDateTime(entry.at)}</td>
                      <td>{actorLabel(entry.actor)}</td>
                      <td>{AUDIT_KINDS[entry.kind] ?? entry.kind}</td>
                      <td>
                        {entry.candidate && (
                          <button
                            type="button"
                            className="link-btn"
                            title={T.filterByCandidate}
                            onClick={() => {
                              setCandidate(entry.candidate!.name);
                              set({ applicationId: entry.candidate!.applicationId });
                            }}
                          >
                            {entry.candidate.name || entry.candidate.applicationId}
                          </button>
                        )}
                      </td>
                      <td>{entry.detail}</td>
                      <td>
                        <code className="rc-pp-small">{entry.action}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {log.hasNextPage && (
            <div>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {T.more}
              </button>
            </div>
          )}
        </>
      )}
    </DashboardSubpage>
  );
}
