import { formatDateTime } from '@clara/domain/common/dates';
import { statusHistoryRows } from '@clara/domain/recruiting/dashboard';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { StatusHistoryEntry } from '@clara/domain/recruiting/types';

/** The candidate's whole status history in the candidate modal: status, when, who, and the note. */
export function StatusHistory({ history }: { history: readonly StatusHistoryEntry[] }) {
  const rows = statusHistoryRows(history);
  if (rows.length === 0) return null;
  return (
    <section>
      <h3 className="rc-detail-title">{RECRUITING_TEXTS.historyTitle}</h3>
      <ol className="rc-history" data-testid="status-history">
        {rows.map((row) => (
          <li key={row.key}>
            <strong>{row.status}</strong> <span className="muted small">{formatDateTime(row.date)}</span>{' '}
            <span className="small">· {row.who}</span>
            {row.notes && <div className="pre-wrap">{row.notes}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}
